import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { de } from '@/locales/de';
import { en } from '@/locales/en';
import { it as italian } from '@/locales/it';
import { type LanguageCode, pointsUnitOf } from '@/machines/rules/languages';
import { applyUiLanguage, createI18n } from '@/src/i18n/i18n';
import { HeaderBar, type HeaderBarProps, headerPointsSummary } from '@/src/shell/header';
import { render, tagsWith } from './render';

/** An i18next instance in that language (catalogues given directly, as the app's loaders would). */
async function i18nIn(language: LanguageCode) {
  const instance = createI18n();
  await applyUiLanguage(language, instance, {
    en: async () => ({ default: en }),
    de: async () => ({ default: de }),
    it: async () => ({ default: italian }),
  });
  return instance;
}

const bar: HeaderBarProps = {
  title: '',
  subTitle: '',
  hasBack: false,
  tabs: null,
  searchValue: null,
  points: null,
  isHidden: false,
};

/** The header as the container builds it: the screen's headerPoints, the points flow's number, the unit. */
async function headerIn(language: LanguageCode, availablePoints: number | null, headerPoints = true) {
  const i18n = await i18nIn(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <HeaderBar
        {...bar}
        points={headerPointsSummary(headerPoints, availablePoints, pointsUnitOf(language))}
      />
    </I18nextProvider>,
  );
}

describe('the header points badge in each language (accounts.md §2.3, §9)', () => {
  it('Spanish: "1.234 PTS", read as "1.234 PTS disponibles"', async () => {
    const { html, text } = await headerIn('es', 1234);
    expect(text).toBe('★ 1.234 PTS');
    expect(tagsWith(html, 'aria-label="1.234 PTS disponibles"')).toHaveLength(1);
  });

  it('German: "1.234 PKT", read as "1.234 PKT verfügbar"', async () => {
    const { html, text } = await headerIn('de', 1234);
    expect(text).toBe('★ 1.234 PKT');
    expect(tagsWith(html, 'aria-label="1.234 PKT verfügbar"')).toHaveLength(1);
  });

  it('English: "1,234 PTS" in the en-US format', async () => {
    const { html, text } = await headerIn('en', 1234);
    expect(text).toBe('★ 1,234 PTS');
    expect(tagsWith(html, 'aria-label="1,234 PTS available"')).toHaveLength(1);
  });

  it('Italian: the PNT unit', async () => {
    expect((await headerIn('it', 12345)).text).toBe('★ 12.345 PNT');
  });

  it('shows whole points (2525.5 → 2.525)', async () => {
    expect((await headerIn('es', 2525.5)).text).toBe('★ 2.525 PTS');
  });

  it('shows 0 points as a badge (a number was loaded)', async () => {
    expect((await headerIn('es', 0)).text).toBe('★ 0 PTS');
  });

  it('shows no badge without a number (no user, a guest, loading or failed)', async () => {
    expect((await headerIn('es', null)).html).toBe('');
  });

  it('shows no badge on a screen that did not ask for it', async () => {
    expect((await headerIn('es', 1234, false)).html).toBe('');
  });
});
