// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { type ConnectionEvents, createLanguageAppModel } from '@/machines/language/language.app-model';
import { describeAppModel } from './describe-app-model';

/**
 * The app runs the language chart as its human model explores it: one batch call per 10 s window instead of 50
 * (machines/language/language.model.ts lowers `isRateLimited` so that a ten-step path reaches the rate limit).
 * Everything else (the other guards, the delays, the adapters, the screens) is the app's; the real limit of 50
 * is tested in tests/machines/language.test.ts.
 */
vi.mock('@/machines/language/language.machine', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/machines/language/language.machine')>();
  return {
    ...original,
    languageMachine: original.languageMachine.provide({
      guards: { isRateLimited: ({ context }) => context.callsInWindow >= 1 },
    }),
  };
});

/** The browser's online / offline events, as the connection drops and comes back. */
const connection: ConnectionEvents = {
  goOffline: async () => {
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      await vi.advanceTimersByTimeAsync(0);
    });
  },
  goOnline: async () => {
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
  },
};

describeAppModel(createLanguageAppModel(connection));
