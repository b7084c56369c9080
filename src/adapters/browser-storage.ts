import { LOCAL_KEYS, prefixedKeys } from '@/machines/rules/storage-keys';

/**
 * Local storage, session storage and cookies, for the flows that keep the spec's storage keys
 * (machines/rules/storage-keys.ts). Injected into machines as actions/actors; every access tolerates a
 * browser that blocks storage (private modes): reads answer null, writes are dropped with a warning.
 */
function safe<T>(fallback: T, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    console.warn('storage unavailable', error);
    return fallback;
  }
}

const area = (pick: () => Storage) => ({
  get: (key: string): string | null => safe(null, () => pick().getItem(key)),
  set: (key: string, value: string): void => safe(undefined, () => pick().setItem(key, value)),
  remove: (key: string): void => safe(undefined, () => pick().removeItem(key)),
  clear: (): void => safe(undefined, () => pick().clear()),
  getJson<T>(key: string): T | null {
    const raw = this.get(key);
    if (raw === null) return null;
    return safe<T | null>(null, () => JSON.parse(raw) as T);
  },
  setJson(key: string, value: unknown): void {
    this.set(key, JSON.stringify(value));
  },
});

export const local = area(() => window.localStorage);
export const session = area(() => window.sessionStorage);

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const cookies = {
  get(name: string): string | null {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(`${encodeURIComponent(name)}=`));
    return entry ? decodeURIComponent(entry.slice(entry.indexOf('=') + 1)) : null;
  },
  /** Auth cookies expire after 1 year (accounts.md §9). */
  set(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): void {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
  },
  expire(name: string): void {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
    document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
  },
  /** Expires every cookie readable from script (used by logout and forced logout). */
  expireAll(): void {
    for (const entry of document.cookie.split('; ')) {
      const name = decodeURIComponent(entry.split('=')[0] ?? '');
      if (name) this.expire(name);
    }
  },
};

/** The app's storage prefix (a build setting; see machines/rules/storage-keys.ts). */
export const STORAGE_PREFIX: string = import.meta.env.VITE_STORAGE_PREFIX || 'app';
/** The `{prefix}_…` keys of this build. */
export const APP_KEYS = prefixedKeys(STORAGE_PREFIX);

/** The auth method is kept under both spellings of its key (accounts.md §3 "Other storage keys"). */
export const authMethod = {
  read: (): string | null => local.get(APP_KEYS.authMethod) || local.get(LOCAL_KEYS.authMethod) || null,
  store(method: string): void {
    local.set(APP_KEYS.authMethod, method);
    local.set(LOCAL_KEYS.authMethod, method);
  },
  clear(): void {
    local.remove(APP_KEYS.authMethod);
    local.remove(LOCAL_KEYS.authMethod);
  },
};
