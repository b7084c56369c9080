// i18n-exempt-file: a test oracle — the spec's Spanish status lines written out on purpose.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectCanVerifyManually } from '@/machines/payment-verification/payment-verification.selectors';
import { expectState } from '@/tests/support/expect-state';
import {
  type Answer,
  BRANCH_ID,
  background,
  CHECKOUT_ORIGIN,
  type Harness,
  harness,
  KEY,
  ORDER_ID,
  processing,
  settle,
  startAndPassDelay,
  wait,
} from './support/payment-verification-harness';

/**
 * paymentVerification by state (ordering.md §4 "Sending an order and online payment" step 5, "Payment
 * verification on the active-orders watcher", "Processing screen"; §8 "Payment and order processing"; §9
 * Timings, Storage keys), on a SimulatedClock: every retry, timeout and cancel path. The expectations are the
 * spec's: its timings (checked 1 ms before and at the mark), its status lines in Spanish, the stored key
 * 'idOrder' + provider name, the body {idPayment, idLocal}.
 *
 * The runs that end without the payment, the background mode and issue 12's cases; the starts, the processing mode,
 * early triggers and another tab are in payment-verification.test.ts.
 */

afterEach(() => {
  vi.restoreAllMocks();
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

  it('an unreadable storage (the read never fails) is no stored id: the same line, state and report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runs = await Promise.all(
      [harness({ stored: {} }), harness({ readFails: true })].map(async (h) => {
        await startAndPassDelay(h, processing, 1000);
        const outcome = {
          value: h.actor.getSnapshot().value,
          line: h.line(),
          calls: h.calls,
          reported: h.reported(),
        };
        h.root.stop();
        return outcome;
      }),
    );
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[1].line).toBe('No se encontró ID de pago para verificar');
    expect(warn).toHaveBeenCalledWith(
      'paymentVerification: readStoredPaymentId: the read failed, taken as nothing stored',
      expect.any(Error),
    );
  });

  it("an unreadable storage on 'Verificar nuevamente' is no stored id: this flow's order id, else 'No hay ID…'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manual = async (options: Parameters<typeof harness>[0], orderId: string) => {
      const h = harness(options);
      h.actor.send({ type: 'paymentVerification.started', ...processing, orderId });
      await wait(h, 1000);
      h.actor.send({ type: 'paymentVerification.manualRequested' });
      await settle();
      const outcome = { value: h.actor.getSnapshot().value, line: h.line(), calls: h.calls };
      h.root.stop();
      return outcome;
    };
    for (const orderId of [ORDER_ID, '']) {
      const nothing = await manual({ stored: {} }, orderId);
      const failing = await manual({ readFails: true }, orderId);
      expect(failing).toEqual(nothing);
    }
    expect((await manual({ readFails: true }, ORDER_ID)).calls).toEqual([
      { idPayment: ORDER_ID, idLocal: BRANCH_ID },
    ]);
    expect((await manual({ readFails: true }, '')).line).toBe('No hay ID de pago para verificar manualmente');
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
