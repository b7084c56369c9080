import type { APIRequestContext, Page } from '@playwright/test';
import type { AppStep } from '@/machines/app-model';
import type { IdMap } from './id-map';

/**
 * What a flow does to the real server (or the page's session) just before one of its path's steps, as the person
 * or the world the step names would (the diner completed the profile on another device; the session was closed
 * elsewhere). tests/e2e/model-paths.spec.ts calls a flow's lever before every step it walks, a server step's
 * before its held request is released; most steps need nothing.
 */
export type StepLever = (
  at: { page: Page; request: APIRequestContext; ids: IdMap },
  step: AppStep,
) => Promise<void>;
