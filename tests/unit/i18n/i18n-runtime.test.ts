import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/locales/en';
import { zh } from '@/locales/zh';
import { applyUiLanguage, createI18n } from '@/src/i18n/i18n';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the UI catalogue at start', () => {
  it('speaks Spanish at once, with no catalogue to download', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('es');
    expect(i18n.t('shell.nav.home')).toBe('Inicio');
    expect(i18n.t('profile.guestWelcome', { appName: 'Demo' })).toBe('¡Te damos la bienvenida a Demo!');
  });
});

describe('when the diner picks another language', () => {
  it('downloads that language only, then switches, and <html lang> follows', async () => {
    const i18n = createI18n();
    const documentElement = { lang: 'es-AR' };
    vi.stubGlobal('document', { documentElement });
    const loaders = { en: vi.fn(async () => ({ default: en })), zh: vi.fn(async () => ({ default: zh })) };
    await expect(applyUiLanguage('en', i18n, loaders)).resolves.toBe(true);
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(loaders.zh).not.toHaveBeenCalled();
    expect(i18n.t('shell.nav.home')).toBe('Home');
    expect(documentElement.lang).toBe('en');
    await applyUiLanguage('es', i18n, loaders);
    expect(i18n.t('shell.nav.home')).toBe('Inicio');
    expect(documentElement.lang).toBe('es-AR');
    await applyUiLanguage('en', i18n, loaders);
    expect(loaders.en).toHaveBeenCalledTimes(1);
  });

  it('keeps the current language, with a log, when the catalogue cannot be downloaded', async () => {
    const i18n = createI18n();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaders = {
      de: async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    await expect(applyUiLanguage('de', i18n, loaders)).resolves.toBe(false);
    expect(i18n.language).toBe('es');
    expect(i18n.t('shell.nav.home')).toBe('Inicio');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('ends on the language chosen last when two downloads overlap', async () => {
    const i18n = createI18n();
    let releaseEnglish: (value: { default: typeof en }) => void = () => {};
    const loaders = {
      en: () => new Promise<{ default: typeof en }>((resolve) => (releaseEnglish = resolve)),
      zh: async () => ({ default: zh }),
    };
    const english = applyUiLanguage('en', i18n, loaders);
    await applyUiLanguage('zh', i18n, loaders);
    releaseEnglish({ default: en });
    await expect(english).resolves.toBe(false);
    expect(i18n.language).toBe('zh');
    expect(i18n.t('shell.nav.home')).toBe('首页');
  });

  it('falls back to the Spanish text for a key a language lacks, never a blank or the key', async () => {
    const i18n = createI18n();
    const partial = { default: { shell: { nav: { home: 'Home' } } } };
    await applyUiLanguage('en', i18n, { en: async () => partial });
    expect(i18n.t('shell.nav.home')).toBe('Home');
    expect(i18n.t('shell.nav.points')).toBe('Puntos');
  });
});
