import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  type PaymentVerificationStart,
  paymentVerificationMachine,
  type VerifyPaymentInput,
} from '@/machines/payment-verification/payment-verification.machine';
import { expectState } from '@/tests/support/expect-state';

/**
 * ordering.md §4 "Payment verification on the active-orders watcher", the watcher's half: when the active orders
 * the watcher sees contain the stored id, the key is removed, the payment counts as verified and the pending
 * timers are cancelled (nothing more is sent). On a SimulatedClock with the spec's delays (5000 ms background,
 * 1000 ms processing, 1500 ms × attempt, 30 s maximum wait).
 */
const ORDER_ID = '64b7f0a1c2d3e4f5a6b7c9aa';
const KEY = 'idOrderMercado Pago';
const processing: PaymentVerificationStart = {
  orderId: ORDER_ID,
  idLocal: 'branch-palermo',
  providerName: 'Mercado Pago',
  checkoutOrigin: 'http://localhost:4131',
  mode: 'processing',
};
const background: PaymentVerificationStart = { ...processing, checkoutOrigin: '', mode: 'background' };

const fakeSendOrder = createMachine({
  types: {} as { context: { events: string[] } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event.type] }) } },
});

/** `withSendOrder` false: no CHECKOUT open (with it, a run on load is shown on its processing screen: 1000 ms). */
function harness(answers: ('pending' | 'hang')[] = [], withSendOrder = true) {
  const clock = new SimulatedClock();
  const storage = new Map<string, string>([[KEY, ORDER_ID]]);
  const calls: VerifyPaymentInput[] = [];
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const machine = paymentVerificationMachine.provide({
    actors: {
      readStoredPaymentId: neverRejectingRead<string | null, { providerName: string }>(
        'paymentVerification',
        'readStoredPaymentId',
        null,
        () => storage.get(KEY) ?? null,
      ),
      verifyPayment: fromPromise(({ input }: { input: VerifyPaymentInput }) => {
        calls.push(input);
        const answer = answers.shift() ?? 'hang';
        return answer === 'hang' ? new Promise(() => {}) : Promise.reject(new Error('pending'));
      }),
      paymentEvents: fromCallback(() => {}),
      // No provider window open (as after a reload): a processing run does not wait for one.
      watchProviderWindow: fromCallback(({ sendBack }) => {
        sendBack({ type: 'paymentVerification.providerWindowClosed' });
      }),
    },
    actions: { removeStoredPaymentId: () => void storage.delete(KEY) },
  });
  const root = createActor(
    createMachine({
      invoke: [
        ...(withSendOrder ? [{ id: 'sendOrder', systemId: 'sendOrder', src: fakeSendOrder }] : []),
        { id: 'paymentVerification', systemId: 'paymentVerification', src: machine },
      ],
    }),
    { clock },
  ).start();
  const actor = root.system.get('paymentVerification') as AnyActorRef;
  const reported = (): string[] =>
    (root.system.get('sendOrder') as AnyActorRef | undefined)?.getSnapshot().context.events ?? [];
  const seen = (orderIds: string[]) => actor.send({ type: 'paymentVerification.activeOrdersSeen', orderIds });
  const wait = async (ms: number) => {
    clock.increment(ms);
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { clock, storage, calls, actor, reported, seen, wait };
}

afterEach(() => vi.restoreAllMocks());

describe('paymentVerification.activeOrdersSeen: the stored id is among the active orders', () => {
  it('while the background delay runs: verified at once, key removed, no request ever sent', async () => {
    const h = harness([], false);
    h.actor.send({ type: 'paymentVerification.started', ...background });
    await h.wait(4999);
    h.seen(['another-order', ORDER_ID]);
    expectState(h.actor, 'verified');
    expect(h.storage.has(KEY)).toBe(false);
    await h.wait(60_000);
    expect(h.calls).toHaveLength(0);
    // Background: nobody waits, nothing reported.
    expect(h.reported()).toEqual([]);
  });

  it('during a backoff (processing): the retry timer is cancelled and sendOrder told it is verified', async () => {
    const h = harness(['pending']);
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    await h.wait(1000);
    expectState(h.actor, 'running.backingOff');
    h.seen([ORDER_ID]);
    expectState(h.actor, 'verified');
    expect(h.reported()).toEqual(['sendOrder.paymentVerified']);
    await h.wait(30_000);
    expect(h.calls).toHaveLength(1);
    expect(h.reported()).toEqual(['sendOrder.paymentVerified']);
  });

  it('after the 30 s maximum wait (the key stayed): the watcher seeing the order still verifies it', async () => {
    const h = harness(['hang']);
    h.actor.send({ type: 'paymentVerification.started', ...processing });
    await h.wait(30_000);
    expectState(h.actor, 'timedOut');
    expect(h.storage.has(KEY)).toBe(true);
    h.seen([ORDER_ID]);
    expectState(h.actor, 'verified');
    expect(h.storage.has(KEY)).toBe(false);
  });
});

describe('paymentVerification.activeOrdersSeen: otherwise', () => {
  it('a list without the stored id changes nothing: the scheduled verification runs at 5000 ms', async () => {
    const h = harness([], false);
    h.actor.send({ type: 'paymentVerification.started', ...background });
    h.seen(['another-order']);
    h.seen([]);
    expectState(h.actor, 'running.waiting');
    await h.wait(4999);
    expect(h.calls).toHaveLength(0);
    await h.wait(1);
    expect(h.calls).toEqual([{ idPayment: ORDER_ID, idLocal: 'branch-palermo' }]);
    expect(h.storage.has(KEY)).toBe(true);
  });

  it('idle (nothing started) stays idle', () => {
    const h = harness();
    h.seen([ORDER_ID]);
    expectState(h.actor, 'idle');
    expect(h.storage.has(KEY)).toBe(true);
  });
});
