// i18n-exempt-file: a test oracle — the spec's Spanish status lines written out on purpose.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import type { UiText } from '@/locales/catalogue';
import {
  type PaymentVerificationStart,
  paymentVerificationMachine,
  type VerifyPaymentInput,
} from '@/machines/payment-verification/payment-verification.machine';
import {
  selectAttempt,
  selectCanVerifyManually,
  selectIsVerifying,
  selectStatusLine,
} from '@/machines/payment-verification/payment-verification.selectors';
import { i18n } from '@/src/i18n/i18n';
import { expectState } from '@/tests/support/expect-state';

/**
 * paymentVerification by state (ordering.md §4 "Sending an order and online payment" step 5, "Payment
 * verification on the active-orders watcher", "Processing screen"; §8 "Payment and order processing"; §9
 * Timings, Storage keys), on a SimulatedClock: every retry, timeout and cancel path. The expectations are the
 * spec's: its timings (checked 1 ms before and at the mark), its status lines in Spanish, the stored key
 * 'idOrder' + provider name, the body {idPayment, idLocal}.
 */

const ORDER_ID = '64b7f0a1c2d3e4f5a6b7c9aa';
const BRANCH_ID = 'branch-palermo';
const PROVIDER = 'Mercado Pago';
const KEY = 'idOrderMercado Pago';
const CHECKOUT_ORIGIN = 'http://localhost:4131';

const processing: PaymentVerificationStart = {
  orderId: ORDER_ID,
  idLocal: BRANCH_ID,
  providerName: PROVIDER,
  checkoutOrigin: CHECKOUT_ORIGIN,
  mode: 'processing',
};
const background: PaymentVerificationStart = { ...processing, checkoutOrigin: '', mode: 'background' };

/** A status line as the processing screen renders it in Spanish (i18next, the app's instance). */
const render = (text: UiText | null): string | null => {
  if (text === null) return null;
  if (typeof text === 'string') return i18n.t(text, { lng: 'es' });
  if ('text' in text) return text.text;
  return i18n.t(text.key, { ...text.values, lng: 'es' });
};

type Answer = 'approved' | 'pending' | 'rejected' | 'unknown';
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A recording sendOrder: what paymentVerification reports to it. */
const fakeSendOrder = createMachine({
  types: {} as { context: { events: string[] } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event.type] }) } },
});

/** A recording cart holding a draftOrderId (what the paid-cart rule reads). */
const fakeCart = createMachine({
  types: {} as {
    context: { events: string[]; cart: { draftOrderId: string | null } };
    input: string | null;
  },
  context: ({ input }) => ({ events: [], cart: { draftOrderId: input } }),
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event.type] }) } },
});

/**
 * The flow in a system with a recording sendOrder (or without one), a local storage held in a Map, the
 * verification call answering from a script (answers are consumed in order; a held call never settles), and the
 * browser events the test raises itself.
 */
function harness(
  options: {
    answers?: Answer[];
    withSendOrder?: boolean;
    stored?: Record<string, string>;
    /** The provider's window: 'none' (closed, refused, a reloaded page) unless a test opens it. */
    providerWindow?: 'open' | 'none';
    /** A cart in the system with this draftOrderId (a recorder of what it is told). */
    cartDraftOrderId?: string | null;
    /** What a successful verification answers (the paid order's draftOrderId). */
    paidDraftOrderId?: string;
  } = {},
) {
  const clock = new SimulatedClock();
  const storage = new Map<string, string>(Object.entries(options.stored ?? { [KEY]: ORDER_ID }));
  const answers = [...(options.answers ?? [])];
  const calls: VerifyPaymentInput[] = [];
  const listeners = { active: 0, send: null as ((event: AnyEventObject) => void) | null };
  const providerWindow = {
    open: options.providerWindow === 'open',
    watching: 0,
    close: null as null | (() => void),
  };
  const log = vi.spyOn(console, 'info').mockImplementation(() => {});
  const machine = paymentVerificationMachine.provide({
    actors: {
      readStoredPaymentId: fromPromise(async ({ input }: { input: { providerName: string } }) =>
        storage.has(`idOrder${input.providerName}`)
          ? (storage.get(`idOrder${input.providerName}`) as string)
          : null,
      ),
      verifyPayment: fromPromise(({ input }: { input: VerifyPaymentInput }) => {
        calls.push(input);
        const answer = answers.shift();
        if (!answer) return new Promise(() => {});
        return answer === 'approved'
          ? Promise.resolve({ draftOrderId: options.paidDraftOrderId ?? null })
          : Promise.reject(Object.assign(new Error(answer), { status: answer === 'pending' ? 409 : 422 }));
      }),
      watchProviderWindow: fromCallback(({ sendBack }) => {
        const closed = () => sendBack({ type: 'paymentVerification.providerWindowClosed' });
        if (!providerWindow.open) {
          closed();
          return () => {};
        }
        providerWindow.watching += 1;
        providerWindow.close = () => {
          providerWindow.open = false;
          closed();
        };
        return () => {
          providerWindow.watching -= 1;
          providerWindow.close = null;
        };
      }),
      paymentEvents: fromCallback(({ sendBack }) => {
        listeners.active += 1;
        listeners.send = sendBack;
        return () => {
          listeners.active -= 1;
          listeners.send = null;
        };
      }),
    },
    actions: {
      removeStoredPaymentId: (_, params: { providerName: string }) => {
        storage.delete(`idOrder${params.providerName}`);
      },
    },
  });
  const root = createActor(
    createMachine({
      invoke: [
        ...(options.withSendOrder === false
          ? []
          : [{ id: 'sendOrder', systemId: 'sendOrder', src: fakeSendOrder }]),
        ...(options.cartDraftOrderId === undefined
          ? []
          : [{ id: 'cart', systemId: 'cart', src: fakeCart, input: options.cartDraftOrderId }]),
        { id: 'paymentVerification', systemId: 'paymentVerification', src: machine },
      ],
    }),
    { clock },
  ).start();
  const actor = root.system.get('paymentVerification') as AnyActorRef;
  const reported = (): string[] =>
    (root.system.get('sendOrder') as AnyActorRef | undefined)?.getSnapshot().context.events ?? [];
  const cartTold = (): string[] =>
    (root.system.get('cart') as AnyActorRef | undefined)?.getSnapshot().context.events ?? [];
  const line = () => render(selectStatusLine(actor.getSnapshot()));
  /** The browser events, as src/adapters/payment-events.ts sends them. */
  const browser = (event: AnyEventObject) => {
    if (!listeners.send) throw new Error('no browser listeners are active');
    listeners.send(event);
  };
  return {
    clock,
    storage,
    calls,
    listeners,
    log,
    root,
    actor,
    reported,
    line,
    browser,
    providerWindow,
    cartTold,
  };
}

type Harness = ReturnType<typeof harness>;

/** Advances the clock by `ms` and lets promises settle. */
async function wait(h: Harness, ms: number) {
  h.clock.increment(ms);
  await settle();
}

/** Starts and lets the initial delay pass, checking it ends at the spec's mark and not 1 ms earlier. */
async function startAndPassDelay(h: Harness, start: PaymentVerificationStart, delay: number) {
  h.actor.send({ type: 'paymentVerification.started', ...start });
  expect(h.line()).toBe('Iniciando verificación de pago...');
  await wait(h, delay - 1);
  expectState(h.actor, 'running.waiting');
  expect(h.calls).toHaveLength(0);
  await wait(h, 1);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('paymentVerification: idle', () => {
  it('does nothing until started: no line, attempt 0, no manual option, no listeners', () => {
    const h = harness();
    expectState(h.actor, 'idle');
    expect(h.line()).toBeNull();
    expect(selectAttempt(h.actor.getSnapshot())).toBe(0);
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(false);
    expect(h.listeners.active).toBe(0);
    h.root.stop();
  });
});

describe('paymentVerification: processing mode (initial delay 1000 ms)', () => {
  it('success on the first attempt: sends {idPayment: the stored id, idLocal}, removes the key, tells sendOrder', async () => {
    const h = harness({ answers: ['approved'] });
    await startAndPassDelay(h, processing, 1000);
    expect(h.calls).toEqual([{ idPayment: ORDER_ID, idLocal: BRANCH_ID }]);
    expectState(h.actor, 'verified');
    expect(h.line()).toBe('Pago verificado con éxito');
    expect(h.storage.has(KEY)).toBe(false);
    expect(h.reported()).toEqual(['sendOrder.paymentVerified']);
    expect(h.listeners.active).toBe(0);
    expect(selectAttempt(h.actor.getSnapshot())).toBe(1);
    h.root.stop();
  });

  it('an attempt in flight shows "Verificando pago (intento 1 de 3)..." and attempt 1', async () => {
    const h = harness({ answers: [] });
    await startAndPassDelay(h, processing, 1000);
    expectState(h.actor, 'running.attempting');
    expect(h.line()).toBe('Verificando pago (intento 1 de 3)...');
    expect(selectAttempt(h.actor.getSnapshot())).toBe(1);
    expect(selectIsVerifying(h.actor.getSnapshot())).toBe(true);
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(false);
    h.root.stop();
  });

  it('fail, fail, success: backoff 1500 ms after the 1st and 3000 ms after the 2nd, with their lines', async () => {
    const h = harness({ answers: ['pending', 'pending', 'approved'] });
    await startAndPassDelay(h, processing, 1000);
    expectState(h.actor, 'running.backingOff');
    expect(h.line()).toBe('Reintentando en 1,5 segundos...');
    await wait(h, 1499);
    expect(h.calls).toHaveLength(1);
    await wait(h, 1);
    expect(h.calls).toHaveLength(2);
    expect(selectAttempt(h.actor.getSnapshot())).toBe(2);
    expect(h.line()).toBe('Reintentando en 3 segundos...');
    await wait(h, 2999);
    expect(h.calls).toHaveLength(2);
    expectState(h.actor, 'running.backingOff');
    await wait(h, 1);
    expect(h.calls).toEqual([
      { idPayment: ORDER_ID, idLocal: BRANCH_ID },
      { idPayment: ORDER_ID, idLocal: BRANCH_ID },
      { idPayment: ORDER_ID, idLocal: BRANCH_ID },
    ]);
    expectState(h.actor, 'verified');
    expect(selectAttempt(h.actor.getSnapshot())).toBe(3);
    expect(h.storage.has(KEY)).toBe(false);
    expect(h.reported()).toEqual(['sendOrder.paymentVerified']);
    h.root.stop();
  });

  it('exhaustion after 3 failed attempts: the exact line, the key removed, the manual option, sendOrder told', async () => {
    const h = harness({ answers: ['rejected', 'rejected', 'rejected'] });
    await startAndPassDelay(h, processing, 1000);
    await wait(h, 1500);
    await wait(h, 3000);
    expect(h.calls).toHaveLength(3);
    expectState(h.actor, 'exhausted');
    expect(h.line()).toBe('Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.');
    expect(h.storage.has(KEY)).toBe(false);
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(true);
    expect(h.reported()).toEqual(['sendOrder.paymentFailed']);
    expect(h.log).not.toHaveBeenCalled();
    // No 4th attempt, ever; the 30 s timer is gone with the run.
    await wait(h, 60_000);
    expect(h.calls).toHaveLength(3);
    expect(h.reported()).toEqual(['sendOrder.paymentFailed']);
    h.root.stop();
  });

  it('30 s maximum wait: the exact line, the manual option, the key kept, sendOrder told; a late answer is ignored', async () => {
    const h = harness({ answers: [] });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    await wait(h, 29_999);
    expectState(h.actor, 'running.attempting');
    await wait(h, 1);
    expectState(h.actor, 'timedOut');
    expect(h.line()).toBe('Se ha excedido el tiempo máximo de espera.');
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(true);
    expect(h.storage.get(KEY)).toBe(ORDER_ID);
    expect(h.reported()).toEqual(['sendOrder.paymentFailed']);
    // One listener stays: the provider window's close message may still come (paid after all).
    expect(h.listeners.active).toBe(1);
    h.root.stop();
  });

  it('the 30 s count covers the backoffs: slow failing answers still stop at 30 s from the start', async () => {
    const h = harness({ answers: ['pending'] });
    await startAndPassDelay(h, processing, 1000);
    await wait(h, 1500); // 2nd attempt, held
    expectState(h.actor, 'running.attempting');
    await wait(h, 30_000 - 2500 - 1);
    expectState(h.actor, 'running.attempting');
    await wait(h, 1);
    expectState(h.actor, 'timedOut');
    h.root.stop();
  });

  it('manual verification after exhaustion: "Iniciando verificación manual...", then 3 new attempts with this order\'s id', async () => {
    const h = harness({ answers: ['rejected', 'rejected', 'rejected', 'approved'] });
    await startAndPassDelay(h, processing, 1000);
    await wait(h, 1500);
    await wait(h, 3000);
    expectState(h.actor, 'exhausted');
    expect(h.storage.has(KEY)).toBe(false);
    h.actor.send({ type: 'paymentVerification.manualRequested' });
    expectState(h.actor, 'manualStarting');
    expect(h.line()).toBe('Iniciando verificación manual...');
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(false);
    await settle();
    expect(h.calls.at(-1)).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
    expect(h.calls).toHaveLength(4);
    expectState(h.actor, 'verified');
    expect(selectAttempt(h.actor.getSnapshot())).toBe(1);
    expect(h.reported()).toEqual(['sendOrder.paymentFailed', 'sendOrder.paymentVerified']);
    h.root.stop();
  });

  it("issue 12 walk: 'Verificar nuevamente' against the rejecting sandbox starts over at attempt 1; 'Reintentando en 3 segundos...' is attempt 2's, 1.5 s later", async () => {
    const h = harness({ answers: ['rejected', 'rejected', 'rejected', 'rejected', 'rejected'] });
    await startAndPassDelay(h, processing, 1000);
    await wait(h, 1500);
    await wait(h, 3000);
    expectState(h.actor, 'exhausted');
    h.actor.send({ type: 'paymentVerification.manualRequested' });
    // §8: the manual run's first line; the spec gives it no time of its own (the stored key is read at once).
    expect(h.line()).toBe('Iniciando verificación manual...');
    await settle();
    // The counter was reset: the first manual attempt is 1 of 3 and failed at once; its backoff is 1500 ms × 1.
    expect(selectAttempt(h.actor.getSnapshot())).toBe(1);
    expect(h.line()).toBe('Reintentando en 1,5 segundos...');
    await wait(h, 1500);
    expect(selectAttempt(h.actor.getSnapshot())).toBe(2);
    expect(h.line()).toBe('Reintentando en 3 segundos...');
    expect(h.calls).toHaveLength(5);
    h.root.stop();
  });

  it('manual verification after the 30 s wait retries with the stored id and may exhaust again', async () => {
    const h = harness({ answers: [] });
    await startAndPassDelay(h, processing, 1000);
    await wait(h, 29_000);
    expectState(h.actor, 'timedOut');
    h.actor.send({ type: 'paymentVerification.manualRequested' });
    await settle();
    expectState(h.actor, 'running.attempting');
    expect(h.line()).toBe('Verificando pago (intento 1 de 3)...');
    // The held call from before the timeout was dropped; the manual one is the 2nd call.
    expect(h.calls).toHaveLength(2);
    h.root.stop();
  });

  it('manual verification with no id at all: "No hay ID de pago para verificar manualmente"', async () => {
    const h = harness({ stored: {} });
    h.actor.send({ type: 'paymentVerification.started', ...processing, orderId: '' });
    await wait(h, 1000);
    expectState(h.actor, 'noPaymentId');
    h.actor.send({ type: 'paymentVerification.manualRequested' });
    await settle();
    expectState(h.actor, 'manualNoPaymentId');
    expect(h.line()).toBe('No hay ID de pago para verificar manualmente');
    expect(h.calls).toHaveLength(0);
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(true);
    h.root.stop();
  });

  it('manual verification is not taken while a run is under way', async () => {
    const h = harness({ answers: [] });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    h.actor.send({ type: 'paymentVerification.manualRequested' });
    expectState(h.actor, 'running.waiting');
    h.root.stop();
  });
});

describe('paymentVerification: early triggers', () => {
  it("the provider's close message from the checkout origin verifies at once", async () => {
    const h = harness({ answers: ['approved'] });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    await wait(h, 200);
    h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
    await settle();
    expect(h.calls).toHaveLength(1);
    expectState(h.actor, 'verified');
    h.root.stop();
  });

  it('a forged close message from another origin is ignored: the delay runs its course', async () => {
    const h = harness({ answers: ['approved'] });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    h.browser({ type: 'paymentVerification.providerClosed', origin: 'https://evil.example' });
    h.browser({ type: 'paymentVerification.providerClosed', origin: 'http://localhost:4130' });
    await settle();
    expectState(h.actor, 'running.waiting');
    expect(h.calls).toHaveLength(0);
    await wait(h, 999);
    expect(h.calls).toHaveLength(0);
    await wait(h, 1);
    expect(h.calls).toHaveLength(1);
    h.root.stop();
  });

  it('a forged close message during a backoff does not shorten it; the right origin does', async () => {
    const h = harness({ answers: ['pending', 'pending', 'approved'] });
    await startAndPassDelay(h, processing, 1000);
    expectState(h.actor, 'running.backingOff');
    h.browser({ type: 'paymentVerification.providerClosed', origin: 'https://evil.example' });
    await settle();
    expect(h.calls).toHaveLength(1);
    h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
    await settle();
    expect(h.calls).toHaveLength(2);
    expect(selectAttempt(h.actor.getSnapshot())).toBe(2);
    h.root.stop();
  });

  it('with no known checkout origin (a background run) no close message counts', async () => {
    const h = harness({ answers: ['approved'] });
    h.actor.send({ type: 'paymentVerification.started', ...background });
    h.browser({ type: 'paymentVerification.providerClosed', origin: '' });
    h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
    await settle();
    expectState(h.actor, 'running.waiting');
    h.root.stop();
  });

  it('the page becoming visible again verifies at once (initial delay and backoff)', async () => {
    const h = harness({ answers: ['pending', 'approved'] });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    h.browser({ type: 'paymentVerification.pageShown' });
    await settle();
    expect(h.calls).toHaveLength(1);
    expectState(h.actor, 'running.backingOff');
    h.browser({ type: 'paymentVerification.pageShown' });
    await settle();
    expect(h.calls).toHaveLength(2);
    expectState(h.actor, 'verified');
    h.root.stop();
  });

  it('visibility while an attempt is in flight sends no second request', async () => {
    const h = harness({ answers: [] });
    await startAndPassDelay(h, processing, 1000);
    h.browser({ type: 'paymentVerification.pageShown' });
    await settle();
    expect(h.calls).toHaveLength(1);
    h.root.stop();
  });
});

describe('paymentVerification: another tab', () => {
  it('removing the key cancels the timers: no attempt, no timeout; sendOrder told once, so the diner can verify by hand', async () => {
    const h = harness({ answers: ['pending', 'approved'] });
    await startAndPassDelay(h, processing, 1000);
    expectState(h.actor, 'running.backingOff');
    h.browser({ type: 'paymentVerification.storageChanged', key: KEY, newValue: null });
    expectState(h.actor, 'cancelled');
    // The provider window's close message is still heard (paid after all); no timer runs.
    expect(h.listeners.active).toBe(1);
    await wait(h, 60_000);
    expect(h.calls).toHaveLength(1);
    // Not left on the working face with no button (found by the app-model): the run's end is reported.
    expect(h.reported()).toEqual(['sendOrder.paymentFailed']);
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(true);
    h.root.stop();
  });

  it('clearing the storage (key null) cancels too; another key, or this key written, does not', async () => {
    const h = harness({ answers: [] });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    h.browser({ type: 'paymentVerification.storageChanged', key: 'idOrderOtro', newValue: null });
    h.browser({ type: 'paymentVerification.storageChanged', key: KEY, newValue: 'something' });
    expectState(h.actor, 'running.waiting');
    h.browser({ type: 'paymentVerification.storageChanged', key: null, newValue: null });
    expectState(h.actor, 'cancelled');
    h.root.stop();
  });
});

describe('paymentVerification: missing or tampered stored id, missing branch', () => {
  it('no stored id: "No se encontró ID de pago para verificar", nothing sent, sendOrder told', async () => {
    const h = harness({ stored: {} });
    await startAndPassDelay(h, processing, 1000);
    expectState(h.actor, 'noPaymentId');
    expect(h.line()).toBe('No se encontró ID de pago para verificar');
    expect(h.calls).toHaveLength(0);
    expect(h.reported()).toEqual(['sendOrder.paymentFailed']);
    await wait(h, 60_000);
    expect(h.calls).toHaveLength(0);
    h.root.stop();
  });

  it('a tampered stored id: "No se puede verificar: datos insuficientes", nothing sent, the bad key removed', async () => {
    const h = harness({ stored: { [KEY]: '"><img src=x onerror=alert(1)>' } });
    await startAndPassDelay(h, processing, 1000);
    expectState(h.actor, 'insufficientData');
    expect(h.line()).toBe('No se puede verificar: datos insuficientes');
    expect(h.calls).toHaveLength(0);
    expect(h.storage.has(KEY)).toBe(false);
    expect(h.reported()).toEqual(['sendOrder.paymentFailed']);
    // The order this flow was started for can still be verified by hand.
    h.actor.send({ type: 'paymentVerification.manualRequested' });
    await settle();
    expect(h.calls).toEqual([{ idPayment: ORDER_ID, idLocal: BRANCH_ID }]);
    h.root.stop();
  });

  it('no branch id: "No se puede verificar: datos insuficientes", the stored id kept for later', async () => {
    const h = harness({ withSendOrder: false });
    await startAndPassDelay(h, { ...background, idLocal: '' }, 5000);
    expectState(h.actor, 'insufficientData');
    expect(h.line()).toBe('No se puede verificar: datos insuficientes');
    expect(h.calls).toHaveLength(0);
    expect(h.storage.get(KEY)).toBe(ORDER_ID);
    h.root.stop();
  });
});

describe('paymentVerification: background mode (initial delay 5000 ms)', () => {
  it('verifies the stored id 5 s after start and removes the key; nothing is reported to sendOrder', async () => {
    const h = harness({ answers: ['approved'], withSendOrder: false });
    await startAndPassDelay(h, background, 5000);
    expect(h.calls).toEqual([{ idPayment: ORDER_ID, idLocal: BRANCH_ID }]);
    expectState(h.actor, 'verified');
    expect(h.storage.has(KEY)).toBe(false);
    expect(h.reported()).toEqual([]);
    h.root.stop();
  });

  it('exhaustion clears the key silently with the log line, no manual option, nothing reported', async () => {
    const h = harness({ answers: ['rejected', 'rejected', 'rejected'], withSendOrder: false });
    await startAndPassDelay(h, background, 5000);
    await wait(h, 1500);
    await wait(h, 3000);
    expectState(h.actor, 'exhausted');
    expect(h.storage.has(KEY)).toBe(false);
    expect(h.log).toHaveBeenCalledWith('Se agotaron los reintentos de verificación de pago');
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(false);
    expect(h.reported()).toEqual([]);
    h.root.stop();
  });

  it('a processing start during a background run restarts with the 1000 ms delay', async () => {
    const h = harness({ answers: ['approved'], withSendOrder: false });
    h.actor.send({ type: 'paymentVerification.started', ...background });
    await wait(h, 4000);
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    await wait(h, 999);
    expect(h.calls).toHaveLength(0);
    await wait(h, 1);
    expect(h.calls).toHaveLength(1);
    expectState(h.actor, 'verified');
    h.root.stop();
  });
});

describe('paymentVerification: alone (no sendOrder in the system)', () => {
  it('reports nothing and does not fail', async () => {
    const h = harness({ answers: ['approved'], withSendOrder: false });
    await startAndPassDelay(h, processing, 1000);
    expectState(h.actor, 'verified');
    expect(h.actor.getSnapshot().status).toBe('active');
    h.root.stop();
  });
});

describe('paymentVerification: the provider window open (issue 12: no attempt while the diner pays)', () => {
  it('waits with no attempt and no 30 s limit while the window is open; its close message starts attempt 1 at once', async () => {
    const h = harness({ answers: ['approved'], providerWindow: 'open' });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    expectState(h.actor, 'awaitingProvider');
    await wait(h, 60_000);
    expectState(h.actor, 'awaitingProvider');
    expect(h.calls).toHaveLength(0);
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(false);
    // A forged close message starts nothing either.
    h.browser({ type: 'paymentVerification.providerClosed', origin: 'https://attacker.example' });
    await settle();
    expect(h.calls).toHaveLength(0);
    h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
    await settle();
    expect(h.calls).toEqual([{ idPayment: ORDER_ID, idLocal: BRANCH_ID }]);
    expectState(h.actor, 'verified');
    expect(h.reported()).toEqual(['sendOrder.paymentVerified']);
    expect(h.providerWindow.watching).toBe(0);
    h.root.stop();
  });

  it('the window found closed (no message) starts the 1000 ms delay, then the attempts', async () => {
    const h = harness({ answers: ['pending'], providerWindow: 'open' });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    await wait(h, 10_000);
    h.providerWindow.close?.();
    await settle();
    expectState(h.actor, 'running.waiting');
    await wait(h, 999);
    expect(h.calls).toHaveLength(0);
    await wait(h, 1);
    expect(h.calls).toHaveLength(1);
    h.root.stop();
  });

  it('the watcher listing the order as settled while the window is open verifies it', async () => {
    const h = harness({ providerWindow: 'open' });
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    h.actor.send({ type: 'paymentVerification.activeOrdersSeen', orderIds: [ORDER_ID] });
    expectState(h.actor, 'verified');
    expect(h.storage.has(KEY)).toBe(false);
    expect(h.calls).toHaveLength(0);
    expect(h.reported()).toEqual(['sendOrder.paymentVerified']);
    h.root.stop();
  });
});

describe('paymentVerification: paid after the run failed (issue 12)', () => {
  it('after exhaustion the close message from the checkout origin runs new attempts; success is reported', async () => {
    const h = harness({ answers: ['pending', 'pending', 'pending', 'approved'] });
    await startAndPassDelay(h, processing, 1000);
    await wait(h, 1500);
    await wait(h, 3000);
    expectState(h.actor, 'exhausted');
    expect(h.reported()).toEqual(['sendOrder.paymentFailed']);
    // Through the browser's listener (a run that ended still hears the window's close message).
    h.browser({ type: 'paymentVerification.providerClosed', origin: 'https://attacker.example' });
    await settle();
    expectState(h.actor, 'exhausted');
    h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
    await settle();
    expect(h.calls).toHaveLength(4);
    expect(h.calls[3]).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
    expectState(h.actor, 'verified');
    expect(h.reported()).toEqual([
      'sendOrder.paymentFailed',
      'sendOrder.paymentResumed',
      'sendOrder.paymentVerified',
    ]);
    h.root.stop();
  });

  it.each([
    ['timedOut', { answers: [] as Answer[] }, (h: Harness) => wait(h, 30_000)],
    ['noPaymentId', { stored: {} }, (h: Harness) => wait(h, 1000)],
    [
      'cancelled',
      { answers: ['pending'] as Answer[] },
      async (h: Harness) => {
        await wait(h, 1000);
        h.browser({ type: 'paymentVerification.storageChanged', key: KEY, newValue: null });
      },
    ],
  ] as const)(
    'after %s the close message still reaches the flow (its browser listener) and verifies again',
    async (state, options, reach) => {
      const h = harness(options);
      h.actor.send({ type: 'paymentVerification.started', ...processing });
      await reach(h);
      expectState(h.actor, state);
      const asked = h.calls.length;
      h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
      await settle();
      expect(h.calls).toHaveLength(asked + 1);
      expect(h.calls.at(-1)).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
      expect(h.reported().at(-1)).toBe('sendOrder.paymentResumed');
      h.root.stop();
    },
  );

  it('after exhaustion the watcher listing the order as settled verifies it', async () => {
    const h = harness({ answers: ['rejected', 'rejected', 'rejected'] });
    await startAndPassDelay(h, processing, 1000);
    await wait(h, 1500);
    await wait(h, 3000);
    expectState(h.actor, 'exhausted');
    h.actor.send({ type: 'paymentVerification.activeOrdersSeen', orderIds: ['another', ORDER_ID] });
    expectState(h.actor, 'verified');
    expect(h.reported()).toEqual(['sendOrder.paymentFailed', 'sendOrder.paymentVerified']);
    h.root.stop();
  });
});

describe('paymentVerification: on load with a stored id (issue 12: reload while the provider window is open)', () => {
  it("with sendOrder running (CHECKOUT open) the run is the processing screen's: resumed, 1000 ms, failure reported", async () => {
    const h = harness({ answers: ['pending', 'pending', 'pending'] });
    h.actor.send({ type: 'paymentVerification.started', ...background, homePath: '/sucursal/b/s' });
    expect(h.reported()).toEqual(['sendOrder.paymentResumed']);
    expect(h.root.system.get('sendOrder').getSnapshot().context.events).toHaveLength(1);
    await wait(h, 1000);
    expect(h.calls).toHaveLength(1);
    await wait(h, 1500);
    await wait(h, 3000);
    expectState(h.actor, 'exhausted');
    expect(h.reported()).toEqual(['sendOrder.paymentResumed', 'sendOrder.paymentFailed']);
    expect(selectCanVerifyManually(h.actor.getSnapshot())).toBe(true);
    h.root.stop();
  });

  it('the checkout origin learnt after the start makes the close message count', async () => {
    const h = harness({ answers: ['approved'], withSendOrder: false });
    h.actor.send({ type: 'paymentVerification.started', ...background });
    h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
    expect(h.calls).toHaveLength(0);
    h.browser({ type: 'paymentVerification.checkoutOriginFound', origin: CHECKOUT_ORIGIN });
    h.browser({ type: 'paymentVerification.providerClosed', origin: CHECKOUT_ORIGIN });
    await settle();
    expect(h.calls).toHaveLength(1);
    expectState(h.actor, 'verified');
    h.root.stop();
  });

  it('verified in the background with no sendOrder: the cart of that order is cleared, another cart is not', async () => {
    const same = harness({
      answers: ['approved'],
      withSendOrder: false,
      cartDraftOrderId: 'draft-1',
      paidDraftOrderId: 'draft-1',
    });
    await startAndPassDelay(same, background, 5000);
    expectState(same.actor, 'verified');
    expect(same.cartTold()).toEqual(['cart.cleared']);
    same.root.stop();
    const other = harness({
      answers: ['approved'],
      withSendOrder: false,
      cartDraftOrderId: 'draft-2',
      paidDraftOrderId: 'draft-1',
    });
    await startAndPassDelay(other, background, 5000);
    expectState(other.actor, 'verified');
    expect(other.cartTold()).toEqual([]);
    other.root.stop();
  });

  it('background exhaustion, then the watcher lists the order as settled: the cart is cleared', async () => {
    const h = harness({
      answers: ['pending', 'pending', 'pending'],
      withSendOrder: false,
      cartDraftOrderId: 'draft-1',
    });
    await startAndPassDelay(h, background, 5000);
    await wait(h, 1500);
    await wait(h, 3000);
    expectState(h.actor, 'exhausted');
    expect(h.cartTold()).toEqual([]);
    h.actor.send({ type: 'paymentVerification.activeOrdersSeen', orderIds: [ORDER_ID] });
    expectState(h.actor, 'verified');
    expect(h.cartTold()).toEqual(['cart.cleared']);
    h.root.stop();
  });
});
