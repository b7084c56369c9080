// i18n-exempt-file: a test oracle — the spec's Spanish status lines written out on purpose.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  selectAttempt,
  selectCanVerifyManually,
  selectIsVerifying,
} from '@/machines/payment-verification/payment-verification.selectors';
import { expectState } from '@/tests/support/expect-state';
import {
  BRANCH_ID,
  background,
  CHECKOUT_ORIGIN,
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
 * The starts, the processing mode, early triggers and another tab; the runs that end without the payment, the
 * background mode and issue 12's cases are in payment-verification-runs.test.ts (the harness in
 * support/payment-verification-harness.ts).
 */

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
