import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { receiptEligibility } from '../rules/active-order-card';
import type { OrderRecord } from '../rules/order-record';
import { findSystemActor } from '../system-actors';
import { showToast } from '../toasts/show-toast';

import { CONFIRM_RECEIPT_MODAL_ID } from './confirm-receipt.modal-id';

export { CONFIRM_RECEIPT_MODAL_ID };

export type ConfirmReceiptEvent =
  | { type: 'confirmReceipt.ordersChanged'; orders: OrderRecord[] }
  | { type: 'confirmReceipt.requested'; orderId: string }
  | { type: 'confirmReceipt.accepted' }
  | { type: 'confirmReceipt.cancelled' };

export interface ConfirmReceiptInput {
  /** The clock the eligibility is read with (ms since the epoch); Date.now by default. Tests pass the simulated one. */
  now?: () => number;
}

export interface ConfirmReceiptContext {
  /** The active orders last told by the watcher, in its order. */
  orders: OrderRecord[];
  /** Delivery orders whose X control shows (1 hour after their update). */
  eligibleIds: string[];
  /** When the next order becomes eligible (the timer's deadline), or null. */
  nextAt: number | null;
  /** The order the modal asks about (set by `requested`). */
  orderId: string | null;
  /** Orders confirmed in this visit: their control hides at once, before the refetch drops them. */
  confirmedIds: string[];
  now: () => number;
}

/** PUT /pedido/updateOrder/{orderId} {activeOrder:'false', estadoDeOrden:'RECIBIDO'}. */
export interface ConfirmReceiptRequest {
  orderId: string;
}

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`confirmReceipt: actor "${name}" was not provided`);
  });

/** Sends to a flow by system id; nothing when it is absent (this flow tested alone). */
const sendToSystem = (systemId: string, purpose: string, event: { type: string } & Record<string, unknown>) =>
  enqueueActions<
    ConfirmReceiptContext,
    ConfirmReceiptEvent,
    undefined,
    ConfirmReceiptEvent,
    never,
    never,
    never,
    never,
    never
  >(({ system, enqueue }) => {
    const target: AnyActorRef | undefined = findSystemActor(system, systemId, purpose);
    if (target) enqueue.sendTo(target, event);
  });

/** Why a system actor is looked up: a developer's report when it is missing (machines/system-actors.ts). */
const PURPOSES = {
  // i18n-exempt: a developer's warning, never shown to a diner.
  openModal: 'open the confirm-receipt modal',
  // i18n-exempt: a developer's warning, never shown to a diner.
  closeModal: 'close the confirm-receipt modal',
  // i18n-exempt: a developer's warning, never shown to a diner.
  refetch: 'refetch the active orders after confirming receipt',
};

const eligibilityAt = (orders: OrderRecord[], now: number) => {
  const { eligibleIds, nextAt } = receiptEligibility(orders, now);
  return { eligibleIds, nextAt };
};

/**
 * Confirming receipt of a delivery order (ordering.md §4 "Active orders", confirm receipt; §2 "Modals used by
 * ordering"; §9 "Timings"). A child of the activeOrders watcher (system id `confirmReceipt`), told of every
 * active-orders list. Two regions: `eligibility` keeps which delivery orders may be confirmed — 1 hour after
 * their `update` — with ONE timer to the next order's hour (a delayed transition, not a poll of the clock);
 * `receipt` is the modal '¿Recibiste tu pedido correctamente?' (through the layout) and the PUT that follows
 * 'Aceptar', after which the watcher is asked to refetch.
 */
export const confirmReceiptMachine = setup({
  types: {
    context: {} as ConfirmReceiptContext,
    events: {} as ConfirmReceiptEvent,
    // No `input` type: the watcher invokes this flow without one (the clock defaults to Date.now); tests and
    // the model hand in `ConfirmReceiptInput`.
  },
  actors: {
    /** PUT /pedido/updateOrder/{id} {activeOrder:'false', estadoDeOrden:'RECIBIDO'}. */
    confirmReceipt: notProvided<unknown, ConfirmReceiptRequest>('confirmReceipt'),
  },
  delays: {
    /** Until the next delivery order's hour is up (§9: 1 hour after its update); at least 0. */
    untilNextEligible: ({ context }) =>
      context.nextAt === null ? 0 : Math.max(0, context.nextAt - context.now()),
  },
  guards: {
    hasUpcoming: ({ context }) => context.nextAt !== null,
    /** The X control of that order shows (eligible and not confirmed yet). */
    canConfirmRequested: ({ context, event }) =>
      event.type === 'confirmReceipt.requested' &&
      context.eligibleIds.includes(event.orderId) &&
      !context.confirmedIds.includes(event.orderId),
    /** The order the modal asks about left the list (confirmed elsewhere, or delivered). */
    isAskedOrderGone: ({ context, event }) =>
      event.type === 'confirmReceipt.ordersChanged' && !event.orders.some((o) => o._id === context.orderId),
  },
  actions: {
    storeOrders: assign(({ context, event }) => {
      if (event.type !== 'confirmReceipt.ordersChanged') return {};
      const orders = event.orders;
      return {
        orders,
        ...eligibilityAt(orders, context.now()),
        // An order no longer listed needs no memory of having been confirmed.
        confirmedIds: context.confirmedIds.filter((id) => orders.some((o) => o._id === id)),
      };
    }),
    /**
     * The timer fired: its deadline has come, whatever the wall clock reads (a timer may fire a hair before
     * Date.now reaches it), so the order it waited for is eligible now.
     */
    refreshEligibility: assign(({ context }) =>
      eligibilityAt(context.orders, Math.max(context.now(), context.nextAt ?? 0)),
    ),
    storeAskedOrder: assign(({ event }) =>
      event.type === 'confirmReceipt.requested' ? { orderId: event.orderId } : {},
    ),
    forgetAskedOrder: assign({ orderId: null }),
    markConfirmed: assign(({ context }) => ({
      confirmedIds: context.orderId ? [...context.confirmedIds, context.orderId] : context.confirmedIds,
    })),
    openModal: sendToSystem('layout', PURPOSES.openModal, {
      type: 'layout.modalOpened',
      modalId: CONFIRM_RECEIPT_MODAL_ID,
    }),
    closeModal: sendToSystem('layout', PURPOSES.closeModal, { type: 'layout.modalClosed' }),
    requestRefetch: sendToSystem('activeOrders', PURPOSES.refetch, { type: 'activeOrders.refreshRequested' }),
    notifyConfirmFailed: showToast('error', 'activeOrders.confirmFailed'),
  },
}).createMachine({
  id: 'confirmReceipt',
  context: ({ input }) => ({
    orders: [],
    eligibleIds: [],
    nextAt: null,
    orderId: null,
    confirmedIds: [],
    now: (input as ConfirmReceiptInput | undefined)?.now ?? (() => Date.now()),
  }),
  type: 'parallel',
  states: {
    eligibility: {
      description: 'Which delivery orders show the X control: those whose update is 1 hour old or more.',
      initial: 'evaluating',
      on: {
        // Not `reenter`: that would make the machine root the transition's domain and restart `receipt` too.
        'confirmReceipt.ordersChanged': { target: '.evaluating', actions: 'storeOrders' },
      },
      states: {
        evaluating: {
          always: [{ guard: 'hasUpcoming', target: 'waitingForHour' }, { target: 'settled' }],
        },
        settled: {
          description: 'No delivery order will become confirmable by time alone (none, or all already are).',
        },
        waitingForHour: {
          description: "One timer to the next delivery order's hour (1 hour after its update).",
          after: {
            untilNextEligible: { target: 'evaluating', actions: 'refreshEligibility' },
          },
        },
      },
    },
    receipt: {
      initial: 'idle',
      states: {
        idle: {
          description: 'No modal. Tapping an X control asks.',
          on: {
            'confirmReceipt.requested': {
              guard: 'canConfirmRequested',
              target: 'asking',
              actions: 'storeAskedOrder',
            },
          },
        },
        asking: {
          description: "'¿Recibiste tu pedido correctamente?' with Cancelar / Aceptar.",
          entry: 'openModal',
          on: {
            'confirmReceipt.cancelled': { target: 'idle', actions: ['closeModal', 'forgetAskedOrder'] },
            'confirmReceipt.accepted': 'sending',
            // Another card's X (the modal was closed by the browser's back): ask about that one.
            'confirmReceipt.requested': {
              guard: 'canConfirmRequested',
              target: 'asking',
              reenter: true,
              actions: 'storeAskedOrder',
            },
            'confirmReceipt.ordersChanged': {
              guard: 'isAskedOrderGone',
              target: 'idle',
              actions: ['closeModal', 'forgetAskedOrder'],
            },
          },
        },
        sending: {
          description:
            "PUT {activeOrder:'false', estadoDeOrden:'RECIBIDO'}; the modal stays, its buttons busy.",
          invoke: {
            id: 'confirmReceipt',
            src: 'confirmReceipt',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: {
              target: 'idle',
              actions: ['markConfirmed', 'closeModal', 'forgetAskedOrder', 'requestRefetch'],
            },
            onError: {
              target: 'idle',
              actions: ['closeModal', 'forgetAskedOrder', 'notifyConfirmFailed'],
            },
          },
        },
      },
    },
  },
});
