// @vitest-environment happy-dom
import { vi } from 'vitest';
import {
  createSocialLoginAppModel,
  type SocialBrowser,
} from '@/machines/social-login/social-login.app-model';
import type { SocialEnvironment } from '@/machines/social-login/social-login.machine';
import { describeAppModel } from './describe-app-model';

/**
 * The browser around the social login: the read of what it holds for a return (cookies, the pending method)
 * waits until a `storage` step answers it, and then the app's own reader (src/adapters/session-storage.ts)
 * reads the fixture the step put in place; `location.assign` is recorded instead of leaving the page.
 */
const held = vi.hoisted(() => ({
  reads: [] as Array<{
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
    answered: boolean;
  }>,
  read: null as null | (() => SocialEnvironment),
}));

vi.mock('@/src/adapters/session-storage', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/src/adapters/session-storage')>();
  held.read = () => original.sessionFlowStorage.readSocialEnvironment();
  return {
    ...original,
    sessionFlowStorage: {
      ...original.sessionFlowStorage,
      readSocialEnvironment: () =>
        new Promise((resolve, reject) => {
          held.reads.push({ resolve, reject, answered: false });
        }),
    },
  };
});

const cookieNames = () =>
  document.cookie
    .split('; ')
    .map((entry) => entry.split('=')[0])
    .filter(Boolean);
const setCookie = (name: string, value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the fixture is a cookie the provider's return set
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
};

let redirects: string[] = [];

const browser: SocialBrowser = {
  reset: () => {
    held.reads.length = 0;
    redirects = [];
    for (const name of cookieNames()) {
      // biome-ignore lint/suspicious/noDocumentCookie: a fresh browser has no cookies
      document.cookie = `${name}=; path=/; max-age=0`;
    }
    vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
      redirects.push(String(url));
    });
  },
  answerReturnRead: (fixture) => {
    const read = held.reads.findLast((r) => !r.answered);
    if (!read || !held.read) throw new Error('the app is not reading the return');
    read.answered = true;
    if ('blocked' in fixture) {
      // The document's own property hides the prototype's cookie accessor until it is deleted.
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => {
          throw new DOMException('The document is sandboxed', 'SecurityError');
        },
      });
      try {
        read.resolve(held.read());
      } catch (error) {
        read.reject(error);
      } finally {
        delete (document as { cookie?: string }).cookie;
      }
      return;
    }
    for (const [name, value] of Object.entries(fixture.cookies)) setCookie(name, value);
    if (fixture.method) {
      localStorage.setItem('app_auth_method', fixture.method);
      localStorage.setItem('auth_method', fixture.method);
    }
    read.resolve(held.read());
  },
  waitingReads: () => held.reads.filter((r) => !r.answered).length,
  cookie: (name) => {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
  },
  redirects: () => [...redirects],
};

describeAppModel(createSocialLoginAppModel(browser));
