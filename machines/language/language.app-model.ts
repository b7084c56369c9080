// i18n-exempt-file: a test oracle — the spec's texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { demoOrder } from '../order-history/order-history.fixtures';
import { DEMO, dinersBackground } from '../session/diners-on-the-app';
import { languageModel } from './language.model';
import {
  consentTicked,
  currentLanguage,
  DEMO_PAGE,
  DEMO_TEXTS,
  demoBlock,
  demoCells,
  demoSends,
  demoSentAtMostOnce,
  demoStatus,
  noteFailedCall,
  onDemo,
  openDemo,
  pathname,
  TRANSLATIONS,
  textsOf,
  tickConsent,
} from './language-demo.app-checks';

/**
 * The language flow on the rendered app (accounts.md §2.6 "Idioma actual" and its selector, §4.11, §7.8
 * POST /api/translations {texts, targetLang, apiKey}, §9 the seven languages, the 250 ms debounce, the retries
 * 500 ms × 2^attempt, the preload 500 ms after start in batches 50 ms apart), written from the spec.
 *
 * As the human model starts: the app saved in English, the client's key, one string ('Inicio') to preload (the
 * app's start values, as src/main.tsx reads them, come from `start.languageStart`), online. A registered diner
 * with a complete profile is restored on PROFILE, which shows no content text. The content text is an order's
 * dish: 'Hamburguesa completa', the one line of order-1 (PROFILE_ORDERS detail, a background answer), with no
 * branch name, so the screen asks for exactly that text. Every POST /translations is held until a step answers
 * it. The browser's online / offline events are dispatched by the test file's stand-in (`ConnectionEvents`).
 *
 * The model lowers the rate limit to one call per 10 s window to explore it; the test file runs the app's chart
 * with the same lowered guard (the real limit of 50 is tested in tests/machines/language.test.ts).
 */

/** The browser's connection events, dispatched by the test file (machines/ names no browser API). */
export interface ConnectionEvents {
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
}

const PROFILE = '/perfil';
const DETAIL = '/perfil/ordenes/order-1';
const DISH = 'Hamburguesa completa';
const TRANSLATED_DISH = 'Complete burger';
const PRELOADED = 'Inicio';
/** §7.8: the rate-limit window, and the wait of a batch held by the limit. */
const RATE_LIMIT_MS = 10_000;
/** §2.6, §9: the selector's seven languages, in the spec's order, each in its own name. */
const SEVEN_LANGUAGES = ['Español', 'English', 'Português', 'Français', 'Deutsch', 'Italiano', '中文'];

const dishOrder = demoOrder({
  branchName: '',
  orderPayment: [
    { name: DISH, quantity: 1, price: 5000, imageShow: null, comments: null, customization: [] },
  ],
  account: { totalinvoiced: 5000, pointsToUse: 0, pointsPercentage: 5, winPoints: 250 },
  metodoDePago: ['Efectivo'],
});

export const LANGUAGE_FIXTURES = {
  completeBurger: { status: 200, body: [TRANSLATED_DISH] },
  unavailable: { status: 503, body: { error: { message: 'HTTP 503' } } },
  badRequest: { status: 400, body: { error: { message: 'HTTP 400' } } },
  dishOrder: {
    status: 200,
    body: {
      status: 'success',
      data: {
        order: { ...dishOrder, localInfo: { nameLocal: '', address: '' } },
        details: { orderDetails: [] },
      },
    },
  },
} satisfies Record<string, ServerAnswer>;

const translationCalls = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && TRANSLATIONS.test(r.path));

/** Per running app: when (fake time) and after how many requests the language last changed (the start counts). */
const switches = new WeakMap<AppDriver, { at: number; requests: number }>();
const lastSwitch = (app: AppDriver) => switches.get(app) ?? { at: Number.NaN, requests: 0 };
const sinceSwitch = (app: AppDriver) => Date.now() - lastSwitch(app).at;
/** The translation calls of the current language (a call a language change abandoned stays unanswered). */
const callsNow = (app: AppDriver) =>
  translationCalls(app).filter(
    (r) => (r.body as { targetLang?: string }).targetLang === currentLanguage(app),
  );
const waitingNow = (app: AppDriver) => callsNow(app).filter((r) => r.answered === false);
/** Calls sent since the last language change (the 10 s window and the preload restart with it). */
const callsSinceSwitch = (app: AppDriver) =>
  app
    .requests()
    .slice(lastSwitch(app).requests)
    .filter((r) => r.method === 'POST' && TRANSLATIONS.test(r.path));

/** The dish shows in Spanish on the order detail (no translation yet, or the call failed). */
const dishInSpanish = (app: AppDriver) => {
  if (pathname(app) === DETAIL) app.screen.getByText(DISH);
};

const answer = (fixture: keyof typeof LANGUAGE_FIXTURES): AppStep['action'] => ({
  kind: 'server',
  method: 'POST',
  path: TRANSLATIONS,
  fixture,
  answer: LANGUAGE_FIXTURES[fixture],
});

/** The batch answered: one string per text (the demo's five get theirs, marked; protected tokens kept as sent). */
const translated: AppStep['action'] = {
  kind: 'server',
  method: 'POST',
  path: TRANSLATIONS,
  fixture: "completeBurger ('Complete burger'; each text of a longer batch answered as 'EN: <text>')",
  answer: LANGUAGE_FIXTURES.completeBurger,
  answerFor: (request) => {
    const texts = textsOf(request);
    return texts.length <= 1
      ? LANGUAGE_FIXTURES.completeBurger
      : { status: 200, body: texts.map((text) => `EN: ${text}`) };
  },
};

export function createLanguageAppModel(connection: ConnectionEvents): AppFlowModel {
  const step = (i: number) => languageModel.steps[i].event;
  const failed = (i: number, fixture: 'unavailable' | 'badRequest'): AppStep => ({
    event: step(i),
    action: answer(fixture),
    // §8 "Translation": the Spanish text stays while retried, and after the last failure.
    expectAfter: (app) => {
      noteFailedCall(app);
      dishInSpanish(app);
      app.expect(app.screen.queryByText(TRANSLATED_DISH)).toBeNull();
    },
  });

  const steps: AppStep[] = [
    {
      event: step(0),
      action: { kind: 'navigation', run: (app) => app.navigate(DETAIL) },
      // Content shows at once, as written (or translated when this language already has it); nothing is sent
      // before the 250 ms debounce.
      expectAfter: (app) => {
        app.expect(app.screen.queryByText(DISH) ?? app.screen.queryByText(TRANSLATED_DISH)).not.toBeNull();
        app.expect(waitingNow(app).filter((r) => textsOf(r).includes(DISH))).toEqual([]);
      },
    },
    {
      event: step(1),
      action: { kind: 'clock', ms: 250 },
      // §4.11, §7.8: after 250 ms the text is one batch; sent now unless offline or another call runs.
      expectAfter: (app) => {
        const calls = callsNow(app).filter((r) => textsOf(r).includes(DISH));
        for (const call of calls)
          app
            .expect(call.body)
            .toEqual({ texts: [DISH], targetLang: currentLanguage(app), apiKey: 'local-sandbox-key' });
      },
    },
    {
      event: step(2),
      action: translated,
      // The answered text replaces the Spanish where it shows.
      expectAfter: (app) => {
        const answered = callsNow(app)
          .filter((r) => r.answered)
          .at(-1);
        if (answered && textsOf(answered).includes(DISH) && pathname(app) === DETAIL)
          app.screen.getByText(TRANSLATED_DISH);
      },
    },
    failed(3, 'unavailable'),
    failed(4, 'badRequest'),
    { event: step(5), action: { kind: 'clock', ms: 500 } },
    { event: step(6), action: { kind: 'gesture', run: () => connection.goOffline() } },
    { event: step(7), action: { kind: 'gesture', run: () => connection.goOnline() } },
    {
      event: step(8),
      action: {
        kind: 'gesture',
        run: async (app) => {
          if (pathname(app) !== PROFILE) await app.navigate(PROFILE);
          switches.set(app, { at: Date.now(), requests: app.requests().length });
          await app.user.selectOptions(app.screen.getByRole('combobox'), 'Français');
          await app.settle();
        },
      },
      // §2.6, §4.11: French is the current language, stored under preferredLanguage; the selector still offers
      // the seven languages; the old language's call is dropped and nothing of French is asked yet.
      expectAfter: (app, before) => {
        app.expect(app.readLocal('preferredLanguage')).toBe('fr');
        const select = app.screen.getByRole('combobox') as HTMLSelectElement;
        app.expect(select.value).toBe('fr');
        app.expect([...select.options].map((o) => o.textContent)).toEqual(SEVEN_LANGUAGES);
        const block = select.closest('section');
        const shown = block?.querySelector('p[lang]');
        app.expect(shown?.textContent).toBe('Français');
        app.expect(shown?.getAttribute('lang')).toBe('fr');
        // The interface speaks French now: the block's title is none of the texts shown before the choice.
        const title = block?.querySelector('h2')?.textContent ?? '';
        app.expect(title).not.toBe('');
        app.expect(before.text).not.toContain(title);
        app.expect(callsSinceSwitch(app)).toEqual([]);
      },
    },
    {
      event: step(10),
      action: { kind: 'clock', ms: 500 },
    },
    { event: step(11), action: { kind: 'clock', ms: 50 } },
    // §7.8 (lowered to one call per window here): 10 s after the call that opened it, the window closes; the
    // held batch still waits for its own 10 s.
    {
      event: step(12),
      action: { kind: 'clock', ms: RATE_LIMIT_MS },
      expectAfter: (app) => app.expect(waitingNow(app)).toEqual([]),
    },
    // 10 s after it was held, the batch goes out: one call of the current language waits for its answer.
    {
      event: step(13),
      action: { kind: 'clock', ms: RATE_LIMIT_MS },
      expectAfter: (app, before) => {
        app.expect(waitingNow(app)).toHaveLength(1);
        dishInSpanish(app);
        app.expect(before.text).toContain(DISH);
      },
    },
    {
      event: step(14),
      action: {
        kind: 'gesture',
        run: async (app) => {
          if (pathname(app) !== DEMO_PAGE) await openDemo(app);
          const block = demoBlock(app);
          if (!block) throw new Error('the demo screen did not open');
          await app.user.click(app.within(block).getByRole('button'));
          await app.settle();
        },
      },
      // Opening the demo asks for nothing; 'Traducir textos' sends each sample text at most once in this
      // language (a text already translated is not sent again).
      expectAfter: (app) => {
        demoSentAtMostOnce(app);
      },
    },
    { event: step(16), action: { kind: 'gesture', run: tickConsent }, expectAfter: consentTicked },
    {
      event: step(15),
      action: { kind: 'navigation', run: openDemo },
      // A fresh visit shows no outcome and sends nothing.
      expectAfter: (app) => {
        onDemo(app, (block) => app.expect(demoStatus(block)).toBe(''));
        demoSentAtMostOnce(app);
      },
    },
  ];

  return {
    model: languageModel,
    systemId: 'language',
    start: {
      url: PROFILE,
      waitMs: 0,
      savedState: { user: DEMO, language: { currentLanguage: 'en' } },
      languageStart: {
        apiKey: 'local-sandbox-key',
        online: true,
        telemetryConsent: false,
        preloadTexts: [PRELOADED],
      },
      connectivityEvents: true,
      languageSync: true,
      arrange: (app) => switches.set(app, { at: Date.now(), requests: 0 }),
    },
    background: [
      ...dinersBackground,
      {
        method: 'GET',
        path: /^\/pedido\/detalles\/order-1$/,
        fixture: `dishOrder (order-1: one ${DISH}, no branch name)`,
        answer: LANGUAGE_FIXTURES.dishOrder,
      },
    ],
    states: {
      // The content shows in the current language when cached, else in Spanish; no text waits.
      'queue.idle': () => {},
      // The new content shows in Spanish; no call for it yet.
      'queue.debouncing': (app) => {
        dishInSpanish(app);
        app.expect(waitingNow(app).filter((r) => textsOf(r).includes(DISH))).toEqual([]);
      },
      // No call of the current language is running.
      'sender.idle': (app) => app.expect(waitingNow(app)).toEqual([]),
      'sender.picking': () => {},
      // §7.8: one POST /translations of the current language waits for its answer, with the client's key.
      'sender.calling': (app) => {
        const waiting = waitingNow(app);
        app.expect(waiting).toHaveLength(1);
        app
          .expect(waiting[0].body)
          .toMatchObject({ targetLang: currentLanguage(app), apiKey: 'local-sandbox-key' });
        dishInSpanish(app);
      },
      // The failed call is answered; the retry is not sent yet.
      'sender.backingOff': (app) => {
        app.expect(waitingNow(app)).toEqual([]);
        dishInSpanish(app);
      },
      'sender.rateLimited': (app) => app.expect(waitingNow(app)).toEqual([]),
      // Offline: nothing is sent.
      'sender.waitingForConnection': (app) => app.expect(waitingNow(app)).toEqual([]),
      // No call counted: none since the language (or the visit) started, unless a 10 s window has since closed.
      'rateWindow.closed': (app) => {
        if (sinceSwitch(app) < RATE_LIMIT_MS) app.expect(callsSinceSwitch(app)).toEqual([]);
      },
      'rateWindow.open': (app) => app.expect(callsSinceSwitch(app).length).toBeGreaterThan(0),
      // §4.11, §9: the preload waits 500 ms after the start or a language change: nothing of it asked yet.
      'preload.scheduled': (app) => {
        app.expect(sinceSwitch(app)).toBeLessThan(500);
        app.expect(callsSinceSwitch(app).filter((r) => textsOf(r).includes(PRELOADED))).toEqual([]);
      },
      'preload.next': () => {},
      // The preload batch ('Inicio') is due: sent, or waiting behind another call or the connection.
      'preload.loading': (app) => app.expect(sinceSwitch(app)).toBeGreaterThanOrEqual(500),
      // Its answer came back; the next batch goes 50 ms later.
      'preload.pausing': (app) => {
        const preload = callsSinceSwitch(app).filter((r) => textsOf(r).includes(PRELOADED));
        app.expect(preload.at(-1)?.answered).toBe(true);
      },
      'preload.done': (app) => {
        const preload = callsSinceSwitch(app).filter((r) => textsOf(r).includes(PRELOADED));
        app.expect(preload.length).toBeGreaterThan(0);
        app.expect(preload.every((r) => r.answered)).toBe(true);
      },
      'preload.off': (app) => app.expect(sinceSwitch(app)).toBeGreaterThanOrEqual(500),
      // The demo (PROFILE_LANGUAGE_DEMO) shows its state on its own screen only. Each sample text goes out
      // at most once per language: the demo's batch, never also as content on opening.
      'demo.idle': (app) => {
        onDemo(app, (block) => app.expect(demoStatus(block)).toBe(''));
        demoSentAtMostOnce(app);
      },
      // The sample texts show in Spanish while their one batch waits or runs; no outcome yet.
      'demo.translating': (app) => {
        demoSentAtMostOnce(app);
        onDemo(app, (block) => {
          app.expect(demoStatus(block)).toBe('');
          app.expect(demoCells(block).every((cell) => cell.getAttribute('lang') === 'es')).toBe(true);
        });
      },
      // Each text was sent exactly once in this language; the translations show with the success text.
      'demo.succeeded': (app) => {
        app.expect(demoSends(app), 'each demo text sent once').toEqual([1, 1, 1, 1, 1]);
        onDemo(app, (block) => {
          app.expect(demoStatus(block)).not.toBe('');
          app
            .expect(demoCells(block).map((cell) => cell.textContent))
            .toEqual(DEMO_TEXTS.map((t) => `EN: ${t}`));
        });
      },
      // The batch failed: the Spanish stays, with the failure text (not the success one).
      'demo.failed': (app) => {
        demoSentAtMostOnce(app);
        onDemo(app, (block) => {
          app.expect(demoStatus(block)).not.toBe('');
          app.expect(demoCells(block).map((cell) => cell.textContent)).toEqual(DEMO_TEXTS);
        });
      },
    },
    steps,
    pending: [
      {
        event: step(9),
        reason:
          "the spec has no automatic-translation switch: PROFILE's language block (accounts.md §2.6) is 'Idioma actual' and the selector; translationsEnabled comes from the saved slice (§3); see docs/i18n.md",
      },
    ],
  };
}
