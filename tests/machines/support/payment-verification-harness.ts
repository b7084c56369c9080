// i18n-exempt-file: a test oracle — the spec's Spanish status lines written out on purpose.

import { expect, vi } from 'vitest';
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
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  type PaymentVerificationStart,
  paymentVerificationMachine,
  type VerifyPaymentInput,
} from '@/machines/payment-verification/payment-verification.machine';
import { selectStatusLine } from '@/machines/payment-verification/payment-verification.selectors';
import { i18n } from '@/src/i18n/i18n';
import { expectState } from '@/tests/support/expect-state';

/**
 * The harness of paymentVerification's tests by state (tests/machines/payment-verification*.test.ts): the flow
 * on a SimulatedClock in a system with a recording sendOrder and cart, a local storage held in a Map, scripted
 * verification answers and the browser events the test raises; the spec's constants and starts.
 */

export const ORDER_ID = '64b7f0a1c2d3e4f5a6b7c9aa';
export const BRANCH_ID = 'branch-palermo';
export const PROVIDER = 'Mercado Pago';
export const KEY = 'idOrderMercado Pago';
export const CHECKOUT_ORIGIN = 'http://localhost:4131';

export const processing: PaymentVerificationStart = {
  orderId: ORDER_ID,
  idLocal: BRANCH_ID,
  providerName: PROVIDER,
  checkoutOrigin: CHECKOUT_ORIGIN,
  mode: 'processing',
};
export const background: PaymentVerificationStart = { ...processing, checkoutOrigin: '', mode: 'background' };

/** A status line as the processing screen renders it in Spanish (i18next, the app's instance). */
export const render = (text: UiText | null): string | null => {
  if (text === null) return null;
  if (typeof text === 'string') return i18n.t(text, { lng: 'es' });
  if ('text' in text) return text.text;
  return i18n.t(text.key, { ...text.values, lng: 'es' });
};

export type Answer = 'approved' | 'pending' | 'rejected' | 'unknown';
export const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A recording sendOrder: what paymentVerification reports to it. */
export const fakeSendOrder = createMachine({
  types: {} as { context: { events: string[] } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event.type] }) } },
});

/** A recording cart holding a draftOrderId (what the paid-cart rule reads). */
export const fakeCart = createMachine({
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
export function harness(
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
    /** The storage refuses every read (blocked): the wrapper answers it as nothing stored. */
    readFails?: boolean;
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
      readStoredPaymentId: neverRejectingRead(
        'paymentVerification',
        'readStoredPaymentId',
        null,
        (input: { providerName: string }) => {
          if (options.readFails) throw new Error('storage blocked');
          return storage.get(`idOrder${input.providerName}`) ?? null;
        },
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

export type Harness = ReturnType<typeof harness>;

/** Advances the clock by `ms` and lets promises settle. */
export async function wait(h: Harness, ms: number) {
  h.clock.increment(ms);
  await settle();
}

/** Starts and lets the initial delay pass, checking it ends at the spec's mark and not 1 ms earlier. */
export async function startAndPassDelay(h: Harness, start: PaymentVerificationStart, delay: number) {
  h.actor.send({ type: 'paymentVerification.started', ...start });
  expect(h.line()).toBe('Iniciando verificación de pago...');
  await wait(h, delay - 1);
  expectState(h.actor, 'running.waiting');
  expect(h.calls).toHaveLength(0);
  await wait(h, 1);
}
