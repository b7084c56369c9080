import type { RestoredLanguage } from '../language/language.context';
import type { PersistedLayout } from '../layout/layout.machine';
import type { User } from '../types';

/**
 * The persisted slices (accounts.md §3 "Persisted state"): saved after every change under one fixed key
 * and restored on load. Slices whose flows are not built yet keep their last saved value untouched.
 */
export interface PersistedState {
  user: User | null;
  layout: PersistedLayout | null;
  branch: unknown;
  order: unknown;
  /**
   * currentLanguage, translationsEnabled and translationsCache (the cache persists so a reload does not
   * translate again). As read: the language flow normalises it (an unknown code is Spanish).
   */
  language: RestoredLanguage | null;
  consumePreferences: unknown;
}

export const EMPTY_PERSISTED_STATE: PersistedState = {
  user: null,
  layout: null,
  branch: null,
  order: null,
  // No saved language: the language flow falls back to preferredLanguage, then Spanish.
  language: null,
  consumePreferences: null,
};

/** Accepts whatever storage held and keeps only well-formed slices; anything else starts fresh. */
export function normalizePersistedState(raw: unknown): PersistedState {
  if (!raw || typeof raw !== 'object') return { ...EMPTY_PERSISTED_STATE };
  const value = raw as Record<string, unknown>;
  const objectOrNull = <T>(v: unknown): T | null => (v && typeof v === 'object' ? (v as T) : null);
  const language = objectOrNull<Record<string, unknown>>(value.language);
  return {
    user: objectOrNull<User>(value.user),
    layout: objectOrNull<PersistedLayout>(value.layout),
    branch: value.branch ?? null,
    order: value.order ?? null,
    language: normalizeLanguageSlice(language),
    consumePreferences: value.consumePreferences ?? null,
  };
}

/** Keeps a saved language slice with a language code; its cache and flag only when well-formed. */
function normalizeLanguageSlice(slice: Record<string, unknown> | null): RestoredLanguage | null {
  if (!slice || typeof slice.currentLanguage !== 'string') return null;
  const cache = slice.translationsCache;
  return {
    currentLanguage: slice.currentLanguage,
    ...(typeof slice.translationsEnabled === 'boolean'
      ? { translationsEnabled: slice.translationsEnabled }
      : {}),
    ...(cache && typeof cache === 'object' && !Array.isArray(cache)
      ? { translationsCache: cache as Record<string, string> }
      : {}),
  };
}
