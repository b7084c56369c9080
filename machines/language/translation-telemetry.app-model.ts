// i18n-exempt-file: a test oracle — the spec's rules and test data (dish names, the demo switch's label) written out on purpose (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import { demoOrder } from '../order-history/order-history.fixtures';
import { DEMO, dinersBackground } from '../session/diners-on-the-app';
import { translationTelemetryModel } from './translation-telemetry.model';

/**
 * Translation telemetry on the rendered app (accounts.md §3 "Translation telemetry metric", §4.11 "Telemetry",
 * §7.8 POST /api/translation-metrics {metrics}, §8 "HTTP error {status}" logged only, §9 flush at 50, debounce
 * 5000 ms), written from the spec and checked on the calls the scripted server records.
 *
 * A registered diner restored on PROFILE in English, with consent (`translation_telemetry_consent` "true"),
 * no string to preload. "N content texts are translated" opens a new order detail with N dishes (a background
 * answer) and lets the language flow's 250 ms queue pass: its one POST /translations is answered at once (each
 * text as "EN: <text>"), which yields one `translate_batch` metric per dish. Every POST /translation-metrics is
 * held until a step answers it. Consent is the switch of PROFILE_LANGUAGE_DEMO.
 *
 * The oracle is a ledger kept by the steps, not read from the chart: the metrics each step produced (text,
 * fake time), the consent, and the calls the spec expects: every queued metric is sent in one call (the server
 * takes up to 500, docs/api.md) as soon as 50 are queued, or 5000 ms after the last one; one call at a time
 * (metrics recorded while a call runs wait for it to end, then go at once if 50 or more are waiting); a refused
 * call is logged only (its metrics are not sent again; the waiting ones still are); withdrawing consent drops
 * the queue and nothing more is sent, though a call already on its way may still complete (it was sent with
 * consent; the app neither aborts nor repeats it). At every state the app's calls must be exactly the ledger's,
 * body for body.
 */

const PROFILE = '/perfil';
const DEMO_PAGE = '/perfil/demo-idioma';
const METRICS = /^\/translation-metrics$/;
const TRANSLATIONS = /^\/translations$/;
const ORDER_DETAIL = /^\/pedido\/detalles\/(telemetry-\d+)$/;
/** §4.11, §9. */
const TELEMETRY_DEBOUNCE_MS = 5000;
const FLUSH_AT = 50;
/** docs/api.md: 1–500 metrics per call. */
const MAX_PER_CALL = 500;
/** §4.11, §9: content texts wait 250 ms before their batch goes out. */
const QUEUE_DEBOUNCE_MS = 250;
/** §3: the local storage key of the consent. */
const CONSENT_KEY = 'translation_telemetry_consent';
/** PROFILE_LANGUAGE_DEMO's consent switch (locales/es/profile.ts; the spec names no label). */
const CONSENT_SWITCH = 'Compartir métricas anónimas de traducción';

export const TRANSLATION_TELEMETRY_FIXTURES = {
  stored: { status: 204 },
  refused: { status: 500, body: { status: 'error', message: 'Error interno' } },
} satisfies Record<string, ServerAnswer>;

/** §3 "textHash": djb2 (h = h × 33 + c, 32 bits), in hex. */
const djb2 = (text: string) => {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33 + text.charCodeAt(i)) >>> 0;
  return hash.toString(16);
};

/** The dishes of each order a step opened (the background answer reads them). */
const orders = new Map<string, string[]>();
let opened = 0;
const newOrder = (dishes: number) => {
  opened += 1;
  const id = `telemetry-${opened}`;
  orders.set(
    id,
    Array.from({ length: dishes }, (_, i) => `Plato ${opened}-${i + 1}`),
  );
  return id;
};
const orderAnswer = (request: RecordedRequest): ServerAnswer => {
  const id = ORDER_DETAIL.exec(request.path)?.[1] ?? '';
  const order = demoOrder({
    _id: id,
    branchName: '',
    orderPayment: (orders.get(id) ?? []).map((name) => ({
      name,
      quantity: 1,
      price: 1000,
      imageShow: null,
      comments: null,
      customization: [],
    })),
    account: { totalinvoiced: 1000, pointsToUse: 0, pointsPercentage: 5, winPoints: 50 },
    metodoDePago: ['Efectivo'],
  });
  return {
    status: 200,
    body: {
      status: 'success',
      data: { order: { ...order, localInfo: { nameLocal: '', address: '' } }, details: { orderDetails: [] } },
    },
  };
};

/** A metric as §3 describes it for a content text translated by a batch call at `at`. */
interface Noted {
  text: string;
  at: number;
}
const asSent = ({ text, at }: Noted) => ({
  textHash: djb2(text),
  textLength: text.length,
  language: 'en',
  cacheHit: false,
  isError: false,
  wasTokenized: false,
  tokensPreserved: true,
  source: 'translate_batch',
  timestamp: at,
});

interface Ledger {
  consent: boolean;
  /** Metrics recorded with consent and not sent yet. */
  queued: Noted[];
  lastRecordedAt: number;
  /** The calls the spec expects, oldest first, with whether consent was withdrawn while it ran. */
  calls: Array<{ metrics: Noted[]; abandoned: boolean }>;
  /** Calls whose answer the ledger has taken into account. */
  ended: number;
}
const ledgers = new WeakMap<AppDriver, Ledger>();
const ledgerOf = (app: AppDriver): Ledger => {
  const ledger = ledgers.get(app) ?? {
    consent: true,
    queued: [],
    lastRecordedAt: Number.NaN,
    calls: [],
    ended: 0,
  };
  ledgers.set(app, ledger);
  return ledger;
};

const metricsCalls = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && METRICS.test(r.path));

const send = (ledger: Ledger) => {
  ledger.calls.push({ metrics: ledger.queued.slice(0, MAX_PER_CALL), abandoned: false });
  ledger.queued = ledger.queued.slice(MAX_PER_CALL);
};
/** The call the app is waiting for (sent with consent, not answered, not abandoned by a withdrawal). */
const inFlight = (ledger: Ledger) =>
  ledger.calls.length > ledger.ended && !ledger.calls[ledger.calls.length - 1].abandoned;

/**
 * Brings the ledger to now: a call the server answered has ended (then 50 waiting go at once); 5000 ms after
 * the last metric the waiting ones go, unless a call runs.
 */
const sync = (app: AppDriver) => {
  const ledger = ledgerOf(app);
  const sent = metricsCalls(app);
  while (ledger.ended < ledger.calls.length && sent[ledger.ended]?.answered) {
    ledger.ended += 1;
    if (ledger.queued.length >= FLUSH_AT && ledger.consent) send(ledger);
  }
  // A withdrawal abandons the running call: it no longer holds the next one back.
  if (ledger.calls.at(-1)?.abandoned) ledger.ended = ledger.calls.length;
  if (
    ledger.consent &&
    ledger.queued.length > 0 &&
    !inFlight(ledger) &&
    Date.now() - ledger.lastRecordedAt >= TELEMETRY_DEBOUNCE_MS
  )
    send(ledger);
  return ledger;
};

/** The app's POST /translation-metrics calls are exactly the ledger's, in order, body for body. */
const callsAsExpected = (app: AppDriver) => {
  const ledger = sync(app);
  app
    .expect(
      metricsCalls(app).map((r) => r.body),
      'the POST /api/translation-metrics bodies',
    )
    .toEqual(ledger.calls.map((c) => ({ metrics: c.metrics.map(asSent) })));
  return ledger;
};

/** A new order detail with `dishes` content texts; its batch of translations is answered at once. */
const translate = (dishes: number): AppStep['action'] => ({
  kind: 'gesture',
  run: async (app) => {
    sync(app);
    const id = newOrder(dishes);
    const [first] = orders.get(id) ?? [];
    await app.navigate(`${PROFILE}/ordenes/${id}`);
    // The first visit loads the screen in real time: settle (the fake clock does not move) until it shows.
    for (let i = 0; i < 500 && !app.screen.queryByText(first); i++) await app.settle();
    app.expect(app.screen.queryByText(first), 'the order detail shows its dishes').not.toBeNull();
    // The flows this screen opens load their code a task later (src/app/next-task.ts): let them start queueing.
    for (let i = 0; i < 5; i++) await app.settle();
    // The language flow's queue debounce (another flow's timer), then its batch is answered at once.
    await app.wait(QUEUE_DEBOUNCE_MS);
    const ledger = ledgerOf(app);
    if (!ledger.consent) return;
    const at = Date.now();
    ledger.queued.push(...(orders.get(id) ?? []).map((text) => ({ text, at })));
    ledger.lastRecordedAt = at;
    if (ledger.queued.length >= FLUSH_AT && !inFlight(ledger)) send(ledger);
  },
});

const answer = (fixture: keyof typeof TRANSLATION_TELEMETRY_FIXTURES): AppStep['action'] => ({
  kind: 'server',
  method: 'POST',
  path: METRICS,
  fixture,
  answer: TRANSLATION_TELEMETRY_FIXTURES[fixture],
});

const switchConsent = (consent: boolean): AppStep['action'] => ({
  kind: 'gesture',
  run: async (app) => {
    sync(app);
    if (app.url() !== DEMO_PAGE) await app.navigate(DEMO_PAGE);
    const toggle = app.screen.getByRole('checkbox', { name: CONSENT_SWITCH }) as HTMLInputElement;
    app.expect(toggle.checked, 'the switch shows the consent before the tap').toBe(!consent);
    await app.user.click(toggle);
    await app.settle();
    const ledger = ledgerOf(app);
    ledger.consent = consent;
    if (consent) return;
    // §4.11: sent only with consent: the waiting metrics are never sent.
    ledger.queued = [];
    const running = ledger.calls.at(-1);
    if (!running || !inFlight(ledger)) return;
    // The call already on its way was sent with consent: it may complete. The server stores it now; the app
    // neither repeats it nor sends anything after it (checked by the state's ledger).
    running.abandoned = true;
    await app.answerHeld?.(
      'POST',
      METRICS,
      TRANSLATION_TELEMETRY_FIXTURES.stored,
      'stored (the call on its way)',
    );
  },
});

/** What the console logged, read by the test file (machines/ names no console spy). */
export interface ConsoleWarnings {
  warnings(): string[];
}

export function createTranslationTelemetryAppModel(log: ConsoleWarnings): AppFlowModel {
  const step = (i: number) => translationTelemetryModel.steps[i].event;
  const consentShown = (consent: boolean) => (app: AppDriver) => {
    // §3: stored under translation_telemetry_consent; the switch follows.
    app.expect(app.readLocal(CONSENT_KEY)).toBe(String(consent));
    const toggle = app.screen.getByRole('checkbox', { name: CONSENT_SWITCH }) as HTMLInputElement;
    app.expect(toggle.checked).toBe(consent);
  };
  const steps: AppStep[] = [
    { event: step(0), action: translate(2) },
    { event: step(1), action: translate(50) },
    {
      event: step(2),
      // §4.11, §9: 5000 ms after the last metric (1 ms before, nothing is sent).
      action: { kind: 'clock', ms: TELEMETRY_DEBOUNCE_MS },
      expectAfter: (app) => {
        const ledger = callsAsExpected(app);
        app.expect(inFlight(ledger), 'the waiting metrics went out in one call').toBe(true);
      },
    },
    {
      event: step(3),
      action: answer('stored'),
      // Nothing shows; the metrics of that call are not sent again.
      expectAfter: (app) => {
        callsAsExpected(app);
        app.expect(app.toasts()).toEqual([]);
      },
    },
    {
      event: step(4),
      action: answer('refused'),
      // §8: "HTTP error 500" logged only: no toast, not sent again.
      expectAfter: (app) => {
        app.expect(log.warnings().join('\n')).toContain('HTTP error 500');
        app.expect(app.toasts()).toEqual([]);
        callsAsExpected(app);
      },
    },
    { event: step(5), action: switchConsent(false), expectAfter: consentShown(false) },
    { event: step(6), action: switchConsent(true), expectAfter: consentShown(true) },
  ];

  return {
    model: translationTelemetryModel,
    systemId: 'translationTelemetry',
    start: {
      url: PROFILE,
      waitMs: 0,
      savedState: { user: DEMO, language: { currentLanguage: 'en' } },
      languageStart: { apiKey: 'local-sandbox-key', online: true, telemetryConsent: true, preloadTexts: [] },
      arrange: (app) => app.writeLocal(CONSENT_KEY, 'true'),
    },
    background: [
      ...dinersBackground,
      { method: 'GET', path: ORDER_DETAIL, fixture: 'an order with the step’s dishes', answer: orderAnswer },
      {
        method: 'POST',
        path: TRANSLATIONS,
        fixture: "translated (each text as 'EN: <text>')",
        answer: (request) => ({
          status: 200,
          body: ((request.body as { texts?: string[] } | null)?.texts ?? []).map((t) => `EN: ${t}`),
        }),
      },
    ],
    states: {
      // Nothing waits: every metric recorded with consent was sent (or dropped by a withdrawal); no call runs.
      idle: (app) => {
        const ledger = callsAsExpected(app);
        app
          .expect(
            ledger.queued.map((m) => m.text),
            'metrics waiting',
          )
          .toEqual([]);
        app.expect(inFlight(ledger), 'a metrics call running').toBe(false);
      },
      // Fewer than 50 wait, under 5000 ms since the last one; nothing runs.
      debouncing: (app) => {
        const ledger = callsAsExpected(app);
        app.expect(ledger.queued.length).toBeGreaterThan(0);
        app.expect(ledger.queued.length).toBeLessThan(FLUSH_AT);
        app.expect(inFlight(ledger), 'a metrics call running').toBe(false);
      },
      // One call runs: the app's newest metrics call is the ledger's, unanswered.
      flushing: (app) => {
        const ledger = callsAsExpected(app);
        app.expect(inFlight(ledger), 'a metrics call running').toBe(true);
        app.expect(metricsCalls(app).at(-1)?.answered).toBe(false);
      },
      // Passed through on the way out of a call.
      settling: () => {},
    },
    steps,
  };
}
