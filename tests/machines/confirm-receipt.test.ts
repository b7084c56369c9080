import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  assign,
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  setup,
} from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  CONFIRM_RECEIPT_MODAL_ID,
  type ConfirmReceiptRequest,
  confirmReceiptMachine,
} from '@/machines/confirm-receipt/confirm-receipt.machine';
import {
  selectAskedOrderId,
  selectCanConfirm,
  selectConfirmableIds,
  selectIsSendingReceipt,
} from '@/machines/confirm-receipt/confirm-receipt.selectors';
import { layoutMachine } from '@/machines/layout/layout.machine';
import { type OrderRecord, parseOrder } from '@/machines/rules/order-record';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import { expectState } from '@/tests/support/expect-state';

const HOUR = 60 * 60 * 1000;
/** The simulated clock starts here (SimulatedClock starts at 0): 23 Nov 2026, 15:00 UTC. */
const T0 = Date.UTC(2026, 10, 23, 15, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

const order = (id: string, type: string, updatedAgoMs: number): OrderRecord =>
  parseOrder({
    _id: id,
    idOrder: id.toUpperCase(),
    idLocal: 'branch-1',
    type,
    estadoDeOrden: 'RETIRADO',
    update: iso(T0 - updatedAgoMs),
  }) as OrderRecord;

type Confirm = (input: ConfirmReceiptRequest) => Promise<unknown>;

/** Stands in for the activeOrders watcher: counts the refetches it is asked for. */
const watcherStub = setup({ types: { context: {} as { refreshes: number } } }).createMachine({
  context: { refreshes: 0 },
  on: {
    'activeOrders.refreshRequested': {
      actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }),
    },
  },
});

/** The flow inside a system like the app's: toasts, layout, a stand-in watcher and confirmReceipt. */
function startSystem(confirm: Confirm = async () => ({ ok: true })) {
  const clock = new SimulatedClock();
  clock.increment(T0);
  const confirmReceipt = vi.fn<Confirm>(confirm);
  const parent = createMachine({
    invoke: [
      { id: 'toasts', systemId: 'toasts', src: toastsMachine },
      { id: 'layout', systemId: 'layout', src: layoutMachine, input: { viewportWidth: 390 } },
      { id: 'activeOrders', systemId: 'activeOrders', src: watcherStub },
      {
        id: 'confirmReceipt',
        systemId: 'confirmReceipt',
        src: confirmReceiptMachine.provide({
          actors: {
            confirmReceipt: fromPromise(({ input }) => confirmReceipt(input as ConfirmReceiptRequest)),
          },
        }),
        input: { now: () => clock.now() },
      },
    ],
  });
  const root = createActor(parent, { clock }).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  return {
    root,
    clock,
    flow: get('confirmReceipt'),
    layout: get('layout'),
    watcher: get('activeOrders'),
    toasts: get('toasts'),
    confirmReceipt,
  };
}

const snap = (actor: AnyActorRef) => actor.getSnapshot() as AnyMachineSnapshot;
const canConfirm = (flow: AnyActorRef, id: string) => selectCanConfirm(snap(flow) as never, id);
const modalId = (layout: AnyActorRef) => snap(layout).context.currentModalId as string | null;
const refreshes = (watcher: AnyActorRef) => snap(watcher).context.refreshes as number;
const toastTexts = (toasts: AnyActorRef) =>
  selectToasts(snap(toasts) as never).map((t) => textIn(es, t.message));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let running: AnyActorRef | undefined;
afterEach(() => running?.stop());

describe('when told of the active orders', () => {
  it('shows no X control on a delivery order updated less than 1 hour ago, and shows it at the hour', () => {
    const { root, clock, flow } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 20 * 60 * 1000)] });
    expectState(flow, 'eligibility.waitingForHour');
    expect(canConfirm(flow, 'o1')).toBe(false);
    // 40 minutes remain: 1 ms before, still hidden; at the hour, shown (a timer, nothing polls the clock).
    clock.increment(40 * 60 * 1000 - 1);
    expect(canConfirm(flow, 'o1')).toBe(false);
    clock.increment(1);
    expect(canConfirm(flow, 'o1')).toBe(true);
    expectState(flow, 'eligibility.settled');
  });

  it('shows it at once on a delivery order updated more than 1 hour ago', () => {
    const { root, flow } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', HOUR + 1)] });
    expect(canConfirm(flow, 'o1')).toBe(true);
    expectState(flow, 'eligibility.settled');
  });

  it('never shows it on takeaway, table or delivery_propio orders, however old', () => {
    const { root, clock, flow } = startSystem();
    running = root;
    const orders = [
      order('t', 'takeaway', 5 * HOUR),
      order('m', 'mesa', 5 * HOUR),
      order('p', 'delivery_propio', 5 * HOUR),
    ];
    flow.send({ type: 'confirmReceipt.ordersChanged', orders });
    clock.increment(2 * HOUR);
    for (const o of orders) expect(canConfirm(flow, o._id)).toBe(false);
    expectState(flow, 'eligibility.settled');
  });

  it('times each delivery order from its own update: one timer to the next hour, then the next', () => {
    const { root, clock, flow } = startSystem();
    running = root;
    const orders = [order('late', 'delivery', 10 * 60 * 1000), order('soon', 'delivery', 50 * 60 * 1000)];
    flow.send({ type: 'confirmReceipt.ordersChanged', orders });
    clock.increment(10 * 60 * 1000);
    expect(selectConfirmableIds(snap(flow) as never)).toEqual(['soon']);
    expectState(flow, 'eligibility.waitingForHour');
    clock.increment(40 * 60 * 1000 - 1);
    expect(canConfirm(flow, 'late')).toBe(false);
    clock.increment(1);
    expect(selectConfirmableIds(snap(flow) as never)).toEqual(['late', 'soon']);
    expectState(flow, 'eligibility.settled');
  });

  it('restarts the hour from the new update when a refetch brings a changed order', () => {
    const { root, clock, flow } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 30 * 60 * 1000)] });
    clock.increment(20 * 60 * 1000);
    // The kitchen moved it just now: its update is now, so the hour starts again.
    const moved = { ...order('o1', 'delivery', 0), update: iso(clock.now()) };
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [moved] });
    clock.increment(40 * 60 * 1000);
    expect(canConfirm(flow, 'o1')).toBe(false);
    clock.increment(20 * 60 * 1000);
    expect(canConfirm(flow, 'o1')).toBe(true);
  });

  it('drops an order the watcher no longer lists', () => {
    const { root, flow } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 2 * HOUR)] });
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [] });
    expect(canConfirm(flow, 'o1')).toBe(false);
    expectState(flow, 'eligibility.settled');
  });

  it('treats an order without a readable update as never confirmable', () => {
    const { root, clock, flow } = startSystem();
    running = root;
    const broken = { ...order('o1', 'delivery', 0), update: 'yesterday' };
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [broken] });
    clock.increment(3 * HOUR);
    expect(canConfirm(flow, 'o1')).toBe(false);
  });
});

describe('when the X control is tapped', () => {
  it("opens '¿Recibiste tu pedido correctamente?' through the layout for an eligible order", () => {
    const { root, flow, layout } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 2 * HOUR)] });
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    expectState(flow, 'receipt.asking');
    expect(selectAskedOrderId(snap(flow) as never)).toBe('o1');
    expect(modalId(layout)).toBe(CONFIRM_RECEIPT_MODAL_ID);
    expect(textIn(es, 'activeOrders.confirmTitle')).toBe('¿Recibiste tu pedido correctamente?');
  });

  it('refuses an order whose hour is not up yet (no modal)', () => {
    const { root, flow, layout } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 59 * 60 * 1000)] });
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    expectState(flow, 'receipt.idle');
    expect(modalId(layout)).toBeNull();
  });

  it("'Cancelar' closes the modal and sends nothing", () => {
    const { root, flow, layout, confirmReceipt, watcher } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 2 * HOUR)] });
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    flow.send({ type: 'confirmReceipt.cancelled' });
    expectState(flow, 'receipt.idle');
    expect(snap(layout).context.currentModalId === null || snap(layout).matches({ modal: 'closing' })).toBe(
      true,
    );
    expect(confirmReceipt).not.toHaveBeenCalled();
    expect(refreshes(watcher)).toBe(0);
    expect(canConfirm(flow, 'o1')).toBe(true);
  });

  it('closes the modal when the asked order leaves the list meanwhile', () => {
    const { root, flow } = startSystem();
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 2 * HOUR)] });
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [] });
    expectState(flow, 'receipt.idle');
    expect(selectAskedOrderId(snap(flow) as never)).toBeNull();
  });
});

describe("when 'Aceptar' is pressed", () => {
  it("sends PUT {activeOrder:'false', estadoDeOrden:'RECIBIDO'} for that order, then asks the watcher to refetch", async () => {
    const { root, flow, layout, confirmReceipt, watcher } = startSystem();
    running = root;
    flow.send({
      type: 'confirmReceipt.ordersChanged',
      orders: [order('o1', 'delivery', 2 * HOUR), order('o2', 'delivery', 3 * HOUR)],
    });
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o2' });
    flow.send({ type: 'confirmReceipt.accepted' });
    expectState(flow, 'receipt.sending');
    expect(selectIsSendingReceipt(snap(flow) as never)).toBe(true);
    expect(confirmReceipt).toHaveBeenCalledWith({ orderId: 'o2' });
    expect(refreshes(watcher)).toBe(0);
    await settle();
    expectState(flow, 'receipt.idle');
    expect(refreshes(watcher)).toBe(1);
    // The confirmed card's control hides at once; the other stays.
    expect(canConfirm(flow, 'o2')).toBe(false);
    expect(canConfirm(flow, 'o1')).toBe(true);
    expect(snap(layout).matches({ modal: 'closing' }) || modalId(layout) === null).toBe(true);
  });

  it('a new list arriving while the PUT is on its way neither cancels it nor closes the modal', async () => {
    let answer: (value: unknown) => void = () => {};
    const { root, flow, watcher, confirmReceipt } = startSystem(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    running = root;
    const listed = [order('o1', 'delivery', 2 * HOUR)];
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: listed });
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    flow.send({ type: 'confirmReceipt.accepted' });
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: listed });
    expectState(flow, 'receipt.sending');
    answer({});
    await settle();
    expect(confirmReceipt).toHaveBeenCalledTimes(1);
    expect(refreshes(watcher)).toBe(1);
    expect(canConfirm(flow, 'o1')).toBe(false);
  });

  it('on a failure shows a clear toast, asks for no refetch, and keeps the control for a retry', async () => {
    const { root, flow, confirmReceipt, watcher, toasts } = startSystem(async () => {
      throw new Error('network error: offline');
    });
    running = root;
    flow.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 2 * HOUR)] });
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    flow.send({ type: 'confirmReceipt.accepted' });
    await settle();
    expectState(flow, 'receipt.idle');
    expect(confirmReceipt).toHaveBeenCalledTimes(1);
    expect(refreshes(watcher)).toBe(0);
    expect(toastTexts(toasts)).toEqual([
      'No se pudo confirmar la recepción de tu pedido. Por favor, inténtalo de nuevo.',
    ]);
    expect(canConfirm(flow, 'o1')).toBe(true);
    flow.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    expectState(flow, 'receipt.asking');
  });
});

describe('when tested alone (no layout, toasts or watcher)', () => {
  it('does nothing instead of crashing', async () => {
    const clock = new SimulatedClock();
    clock.increment(T0);
    const actor = createActor(
      confirmReceiptMachine.provide({
        actors: { confirmReceipt: fromPromise<unknown, ConfirmReceiptRequest>(async () => ({})) },
      }),
      { clock, input: { now: () => clock.now() } },
    ).start();
    running = actor;
    actor.send({ type: 'confirmReceipt.ordersChanged', orders: [order('o1', 'delivery', 2 * HOUR)] });
    actor.send({ type: 'confirmReceipt.requested', orderId: 'o1' });
    actor.send({ type: 'confirmReceipt.accepted' });
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expectState(actor, 'receipt.idle');
  });
});
