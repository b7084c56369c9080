import { type AppFlowModel, isSameEvent } from '@/machines/app-model';
import { createLanguageAppModel } from '@/machines/language/language.app-model';
import { languageModel } from '@/machines/language/language.model';
import type { FlowLevers } from './flow-levers';

/**
 * language in the browser (docs/browser-paths-plan.md W21). The start is demo@demo.com (user-1) signed in for real
 * on PROFILE with the saved slice in English; the e2e server translates with its own engine (TRANSLATE_PROVIDER
 * unset: Apertium where it is installed, server/config.ts), with the app's built-in key ('local-sandbox-key'). The
 * real app preloads its own PRELOAD_TEXTS (27 strings: a batch of 20, then 7) and counts 50 calls per 10 s; the model
 * preloads 'Inicio' alone and lowers the limit to one call. Where the real app cannot do what the model does, the walk
 * is cut there, with the reason below.
 */

const event = (type: string) => languageModel.steps.find((s) => (s.event as { type: string }).type === type);
const [contentShown, preloadGap, preloadStart, retry] = [
  'translation.requested',
  'xstate.after.preloadGap.language.preload.pausing',
  'xstate.after.preloadStart.language.preload.scheduled',
  'xstate.after.batchRetryBackoff.language.sender.backingOff',
].map((type) => event(type)?.event);

const MODEL_ORDER =
  "the step opens /perfil/ordenes/order-1, the model's order of one 'Hamburguesa completa' with no branch name (a background answer in the vitest runner): no seeded order holds that dish (the seed's menu has none; demo's orders #1001–#1004 list HAM-003, PAR-011, PAR-014, drinks and their branch), so the screen would ask for other texts than the model's one and 'Complete burger' (the model's translation; Apertium's is 'Complete hamburger') could not show";
const TWO_PRELOAD_BATCHES =
  "the real app preloads PRELOAD_TEXTS (machines/rules/translation-preload.ts, 27 strings): 50 ms after its first batch of 20 it sends the second of 7, where the model's one string ('Inicio', language.model.ts) is done after one batch; the second batch waits at the network and every later 'no call waits' check would read it";
const FIRST_500_MS =
  "the start's 500 ms before the preload: checked once the splash has gone, when (25 Nov, load average about 30) the first batch had gone";
const WITHIN_500_MS =
  "the model takes this step within the 500 ms after the app started, before the preload's first batch goes; in a browser the first step comes after the page has loaded and the start has been checked, when that batch has gone";
const WITHIN_BACK_OFF =
  "the model takes this step within the back-off after a failed call (500 ms after the first); in a browser the failure step's own checks come first, and on 25 Nov (load average about 30) the retry had gone before this step (the back-off check read it waiting)";
const RATE_LIMITED =
  'the model lowers the rate limit to one call per 10 s window (language.model.ts); the real app counts 50, so where the model holds the batch the real app sends it';

export const languageLevers: FlowLevers = {
  realFixtures: {
    // The real server's own error handler answers 503 with the injected cause (model-paths/faults.ts).
    unavailable: { fault: 503 },
    badRequest: {
      cannot:
        "the real server answers 400 only to a request the app never builds (no key, an unknown language: server/routes/translations.ts); a refused key is a 403 and needs the server started with TRANSLATE_CLIENT_KEYS without the app's key, which the shared e2e server is not",
    },
  },
  uncheckable: {
    'preload.scheduled': FIRST_500_MS,
    'sender.idle': FIRST_500_MS,
    'rateWindow.closed': FIRST_500_MS,
    'sender.rateLimited': RATE_LIMITED,
    'demo.succeeded':
      "the model answers each demo text as 'EN: <text>'; the real server's answer is Apertium's English (e.g. 'Welcome to our restaurant, choose your branch…'), so the cells cannot read the model's",
  },
  browserImpossible: (before, step) => {
    const e = step.event;
    if (contentShown && isSameEvent(e, contentShown)) return MODEL_ORDER;
    if (preloadGap && isSameEvent(e, preloadGap)) return TWO_PRELOAD_BATCHES;
    if (before.stateIds.includes('sender.rateLimited')) return RATE_LIMITED;
    // The answer to a call with another batch waiting behind it (outbox[0] is the running one): the model's next
    // batch is held by its limit, the real app's goes at once (25 Nov, run 4: the step's check read it waiting).
    const { batches, callsInWindow } = before.keyContext as { batches?: unknown[]; callsInWindow?: number };
    if (step.action.kind === 'server' && (batches?.length ?? 0) > 1 && (callsInWindow ?? 0) >= 1)
      return RATE_LIMITED;
    // The retry after a failure, with the failed call counted: the model holds it, the real app sends it.
    if (retry && isSameEvent(e, retry) && (callsInWindow ?? 0) >= 1) return RATE_LIMITED;
    if (before.stateIds.includes('sender.backingOff') && !(retry && isSameEvent(e, retry)))
      return WITHIN_BACK_OFF;
    // The start's own wait for the preload (not a wait after a language change: that one the walk takes at once).
    const atStart = before.stateIds.includes('preload.scheduled') && before.keyContext.language === 'en';
    if (atStart && !(preloadStart && isSameEvent(e, preloadStart))) return WITHIN_500_MS;
    return null;
  },
};

/**
 * The model's start waits 0 ms (the vitest runner shows no splash); in Chromium the shell is `visibility: hidden`
 * under the splash until it ends, so a tap on the demo's button found nothing (25 Nov, run 3: the page still showed
 * 'Loading Brasa Palermo'). The walk starts once the splash has gone (the spec waits for it when `waitMs` > 0), as a
 * person would; the start's 500 ms before the preload are not checked anyway (above).
 */
export const afterTheSplash = (model: AppFlowModel): AppFlowModel => ({
  ...model,
  start: { ...model.start, waitMs: 1 },
});

/** The flow as the spec plans it (the connection's events are the page's, page-driver.ts: here only read). */
export const languageInBrowser = afterTheSplash(
  createLanguageAppModel({ goOffline: async () => {}, goOnline: async () => {} }),
);
/**
 * The batch answered by the real engine (200): no shortest walk takes it (the 400 reaches the same state first, and
 * the 400 is cut), so it is walked as FLOWS' `alsoWalk`: the preload's first batch answered for real.
 */
export const REAL_ANSWER = languageInBrowser.steps.flatMap(({ action }) =>
  action.kind === 'server' && action.fixture.startsWith('completeBurger (') ? [action.fixture] : [],
);
