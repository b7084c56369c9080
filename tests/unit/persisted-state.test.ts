import { describe, expect, it } from 'vitest';
import { EMPTY_PERSISTED_STATE, normalizePersistedState } from '@/machines/app/persisted-state';
import { PERSISTED_SLICES } from '@/machines/rules/storage-keys';

describe('normalizePersistedState', () => {
  it.each([undefined, null, 'garbage', 42, []])('starts fresh from %j', (raw) => {
    const state = normalizePersistedState(raw);
    expect(state.user).toBeNull();
    // No saved language: the language flow falls back to preferredLanguage, then Spanish.
    expect(state.language).toBeNull();
  });

  it('keeps every slice the spec persists', () => {
    const raw = {
      user: { _id: 'u1', idMarca: 'b1' },
      layout: { previousPath: '/puntos', lastRoute: '/' },
      branch: { id: 'l1' },
      order: { products: [1] },
      language: { currentLanguage: 'pt' },
      consumePreferences: { preferredConsumeType: 'takeawaySystem' },
    };
    const state = normalizePersistedState(raw);
    expect(Object.keys(state).sort()).toEqual([...PERSISTED_SLICES].sort());
    expect(state).toEqual(raw);
  });

  it('keeps the language slice with its switch and translations cache', () => {
    const language = {
      currentLanguage: 'en',
      translationsEnabled: false,
      translationsCache: { Hola_en: 'Hello' },
    };
    expect(normalizePersistedState({ language }).language).toEqual(language);
    expect(
      normalizePersistedState({ language: { currentLanguage: 'en', translationsCache: [] } }).language,
    ).toEqual({
      currentLanguage: 'en',
    });
  });

  it('drops malformed slices only', () => {
    const state = normalizePersistedState({ user: 'x', layout: 3, language: { currentLanguage: 7 } });
    expect(state.user).toBeNull();
    expect(state.layout).toBeNull();
    expect(state.language).toEqual(EMPTY_PERSISTED_STATE.language);
  });
});
