import { describe, expect, it } from 'vitest';
import { EMPTY_PERSISTED_STATE, normalizePersistedState } from '@/machines/app/persisted-state';
import { PERSISTED_SLICES } from '@/machines/rules/storage-keys';

describe('normalizePersistedState', () => {
  it.each([undefined, null, 'garbage', 42, []])('starts fresh from %j', (raw) => {
    const state = normalizePersistedState(raw);
    expect(state.user).toBeNull();
    expect(state.language).toEqual({ currentLanguage: 'es' });
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

  it('drops malformed slices only', () => {
    const state = normalizePersistedState({ user: 'x', layout: 3, language: { currentLanguage: 7 } });
    expect(state.user).toBeNull();
    expect(state.layout).toBeNull();
    expect(state.language).toEqual(EMPTY_PERSISTED_STATE.language);
  });
});
