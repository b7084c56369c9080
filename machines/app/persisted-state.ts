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
  language: { currentLanguage: string } | null;
  consumePreferences: unknown;
}

export const EMPTY_PERSISTED_STATE: PersistedState = {
  user: null,
  layout: null,
  branch: null,
  order: null,
  language: { currentLanguage: 'es' },
  consumePreferences: null,
};

/** Accepts whatever storage held and keeps only well-formed slices; anything else starts fresh. */
export function normalizePersistedState(raw: unknown): PersistedState {
  if (!raw || typeof raw !== 'object') return { ...EMPTY_PERSISTED_STATE };
  const value = raw as Record<string, unknown>;
  const objectOrNull = <T>(v: unknown): T | null => (v && typeof v === 'object' ? (v as T) : null);
  const language = objectOrNull<{ currentLanguage?: unknown }>(value.language);
  return {
    user: objectOrNull<User>(value.user),
    layout: objectOrNull<PersistedLayout>(value.layout),
    branch: value.branch ?? null,
    order: value.order ?? null,
    language:
      language && typeof language.currentLanguage === 'string'
        ? { currentLanguage: language.currentLanguage }
        : { currentLanguage: 'es' },
    consumePreferences: value.consumePreferences ?? null,
  };
}
