import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  assign,
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  ORDER_RATING_MODAL_ID,
  orderRatingMachine,
  type UpdateRatedOrderInput,
} from '@/machines/order-rating/order-rating.machine';
import {
  selectCanSubmitRating,
  selectRatingBranchName,
  selectRatingStars,
  selectRatingText,
} from '@/machines/order-rating/order-rating.selectors';
import { type OrderRecord, parseOrder } from '@/machines/rules/order-record';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import { expectState } from '@/tests/support/expect-state';

/** An active order as GET /pedido/active/{userId} answers it. */
function order(id: string, type: string, estadoDeOrden: string, orderStatus = estadoDeOrden): OrderRecord {
  const parsed = parseOrder({
    _id: id,
    idOrder: `100${id}`,
    idLocal: 'branch-1',
    storeId: 'store-1',
    localInfo: { nameLocal: 'Brasa Palermo Soho' },
    type,
    estadoDeOrden,
    orderStatus,
  });
  if (!parsed) throw new Error('bad fixture');
  return parsed;
}

const SENT = '¡Gracias por compartir tu experiencia!';
const FAILED = 'No se pudo compartir tu experiencia. Por favor, inténtalo de nuevo.';

type Update = (input: UpdateRatedOrderInput) => Promise<void>;

/** A PUT whose answers the test releases. */
function controlledUpdate() {
  const pending: { input: UpdateRatedOrderInput; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const update = vi.fn<Update>(
    (input) =>
      new Promise((resolve, reject) => {
        pending.push({ input, resolve: () => resolve(), reject });
      }),
  );
  return { update, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A stand-in for another flow: records what it is told. */
const recorder = (log: AnyEventObject[]) =>
  createMachine({ on: { '*': { actions: ({ event }) => log.push(event) } } });

/**
 * The flow as the watcher runs it: a child with system id `orderRating`, beside the real toasts flow and recording
 * stand-ins for the layout and the activeOrders watcher; the stored prompted ids are given by the test.
 */
function start(options: { stored?: unknown; update?: Update; remembered?: string[][] } = {}) {
  const clock = new SimulatedClock();
  const layout: AnyEventObject[] = [];
  const watcher: AnyEventObject[] = [];
  const remembered = options.remembered ?? [];
  const { update, pending } = controlledUpdate();
  const machine = orderRatingMachine.provide({
    actors: {
      // A stored value read back as the adapter gives it, or something unreadable (the flow reads it again).
      // An Error: the read fails (storage blocked), which the wrapper answers as nothing stored.
      readPromptedOrders: neverRejectingRead('orderRating', 'readPromptedOrders', [], async () => {
        if (options.stored instanceof Error) throw options.stored;
        return (options.stored ?? []) as string[];
      }),
      updateRatedOrder: fromPromise(({ input }) =>
        (options.update ?? update)(input as UpdateRatedOrderInput),
      ),
    },
    actions: {
      rememberPromptedOrders: (_, params: { prompted: string[] }) => {
        remembered.push(params.prompted);
      },
    },
  });
  const parent = createMachine({
    invoke: [
      { id: 'toasts', systemId: 'toasts', src: toastsMachine },
      { id: 'layout', systemId: 'layout', src: recorder(layout) },
      { id: 'activeOrders', systemId: 'activeOrders', src: recorder(watcher) },
      { id: 'orderRating', systemId: 'orderRating', src: machine },
    ],
  });
  const root = createActor(parent, { clock }).start();
  const rating = root.system.get('orderRating') as AnyActorRef;
  const toasts = () =>
    selectToasts((root.system.get('toasts') as AnyActorRef).getSnapshot()).map((t) =>
      textIn(es, t.message as UiText),
    );
  /** The watcher tells a list; the prompted ids are read again (a promise), then the flow decides. */
  const tell = async (orders: OrderRecord[]) => {
    rating.send({ type: 'orderRating.ordersChanged', orders });
    await settle();
  };
  return { root, rating, clock, layout, watcher, update, pending, toasts, tell, remembered };
}

const opened = (log: AnyEventObject[]) =>
  log.filter((e) => e.type === 'layout.modalOpened' && e.modalId === ORDER_RATING_MODAL_ID).length;

afterEach(() => vi.restoreAllMocks());

describe('when an active order reaches a rating state (§4 "Order rating prompt")', () => {
  it.each([
    ['takeaway with estadoDeOrden RETIRADO', order('o1', 'takeaway', 'RETIRADO', 'PREPARADO')],
    ['takeaway with orderStatus ENVIADO', order('o1', 'takeaway', 'PREPARADO', 'ENVIADO')],
    ['delivery with estadoDeOrden RECIBIDO', order('o1', 'delivery', 'RECIBIDO', 'ENVIADO')],
    [
      'delivery_propio with estadoDeOrden RECIBIDO (a delivery too)',
      order('o1', 'delivery_propio', 'RECIBIDO', 'ENVIADO'),
    ],
    ['mesa with orderStatus PAGADO', order('o1', 'mesa', 'PREPARADO', 'PAGADO')],
  ])('opens the prompt for %s', async (_, o) => {
    const t = start();
    await settle();
    await t.tell([o]);
    expectState(t.rating, 'prompting.choosing');
    expect(opened(t.layout)).toBe(1);
    expect(selectRatingBranchName(t.rating.getSnapshot())).toBe('Brasa Palermo Soho');
  });

  it.each([
    ['takeaway in COCINA', order('o1', 'takeaway', 'COCINA')],
    ['takeaway PREPARADO', order('o1', 'takeaway', 'PREPARADO')],
    ['delivery RETIRADO (on its way)', order('o1', 'delivery', 'RETIRADO', 'ENVIADO')],
    ['delivery with orderStatus ENVIADO only', order('o1', 'delivery', 'PREPARADO', 'ENVIADO')],
    ['mesa PREPARADO', order('o1', 'mesa', 'PREPARADO')],
    ['mesa with estadoDeOrden PAGADO but orderStatus PREPARADO', order('o1', 'mesa', 'PAGADO', 'PREPARADO')],
    ['an unknown type RETIRADO', order('o1', 'otro', 'RETIRADO', 'ENVIADO')],
  ])('does not open for %s', async (_, o) => {
    const t = start();
    await settle();
    await t.tell([o]);
    expectState(t.rating, 'watching');
    expect(opened(t.layout)).toBe(0);
  });

  it('opens as with nothing stored when the prompted ids cannot be read (the read never fails)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runs = await Promise.all(
      [start(), start({ stored: new Error('storage blocked') })].map(async (t) => {
        await settle();
        await t.tell([order('o1', 'takeaway', 'RETIRADO', 'PREPARADO')]);
        const { value, context } = t.rating.getSnapshot();
        return { value, prompted: context.prompted, opened: opened(t.layout) };
      }),
    );
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[1]).toEqual({ value: { prompting: 'choosing' }, prompted: ['o1'], opened: 1 });
    expect(warn).toHaveBeenCalledWith(
      'orderRating: readPromptedOrders: the read failed, taken as nothing stored',
      expect.any(Error),
    );
  });

  it('opens for the first order in a rating state, newest first as the server lists them', async () => {
    const t = start();
    await settle();
    await t.tell([
      order('o1', 'takeaway', 'COCINA'),
      order('o2', 'mesa', 'PREPARADO', 'PAGADO'),
      order('o3', 'takeaway', 'RETIRADO'),
    ]);
    expect(t.rating.getSnapshot().context.order?._id).toBe('o2');
  });

  it('reads the prompted ids again for every list, and decides on the latest list told meanwhile', async () => {
    const t = start();
    await settle();
    t.rating.send({ type: 'orderRating.ordersChanged', orders: [order('o1', 'takeaway', 'COCINA')] });
    expectState(t.rating, 'reading');
    t.rating.send({ type: 'orderRating.ordersChanged', orders: [order('o1', 'takeaway', 'RETIRADO')] });
    expect(opened(t.layout)).toBe(0);
    await settle();
    expectState(t.rating, 'prompting.choosing');
  });

  it('does not open for an order another tab prompted meanwhile (the ids are read for every list)', async () => {
    const t = start({ stored: ['o1'] });
    await t.tell([order('o1', 'takeaway', 'RETIRADO')]);
    expectState(t.rating, 'watching');
    expect(opened(t.layout)).toBe(0);
  });

  it('opens later when a refetch brings the order to its rating state', async () => {
    const t = start();
    await settle();
    await t.tell([order('o1', 'takeaway', 'PREPARADO')]);
    expectState(t.rating, 'watching');
    await t.tell([order('o1', 'takeaway', 'RETIRADO', 'ENVIADO')]);
    expectState(t.rating, 'prompting.choosing');
  });
});

describe('never twice for the same order', () => {
  it('does not reopen when the refetch after an answer still lists the order', async () => {
    const t = start();
    await settle();
    const o = order('o1', 'takeaway', 'RETIRADO');
    await t.tell([o]);
    t.rating.send({ type: 'orderRating.closed' });
    t.pending[0].resolve();
    await settle();
    expectState(t.rating, 'watching');
    await t.tell([o]);
    await t.tell([o]);
    expectState(t.rating, 'watching');
    expect(opened(t.layout)).toBe(1);
  });

  it('does not reopen while open when the list is told again (the modal stays, the form too)', async () => {
    const t = start();
    await settle();
    const o = order('o1', 'takeaway', 'RETIRADO');
    await t.tell([o]);
    t.rating.send({ type: 'orderRating.starsChosen', stars: 3 });
    await t.tell([o, order('o2', 'mesa', 'PAGADO')]);
    expect(opened(t.layout)).toBe(1);
    expect(selectRatingStars(t.rating.getSnapshot())).toBe(3);
    expect(t.rating.getSnapshot().context.order?._id).toBe('o1');
  });

  it('remembers the id when the diner closes the prompt, for the next visit (not when it opens)', async () => {
    const remembered: string[][] = [];
    const t = start({ stored: ['old-1'], remembered });
    await settle();
    await t.tell([order('o1', 'takeaway', 'RETIRADO')]);
    expect(remembered).toEqual([]);
    t.rating.send({ type: 'orderRating.closed' });
    expect(remembered).toEqual([['old-1', 'o1']]);
  });

  it('remembers the id once the rating is sent, not while it is being sent or after a failed send', async () => {
    const remembered: string[][] = [];
    const t = start({ remembered });
    await settle();
    await t.tell([order('o1', 'takeaway', 'RETIRADO')]);
    t.rating.send({ type: 'orderRating.starsChosen', stars: 5 });
    t.rating.send({ type: 'orderRating.submitted' });
    expect(remembered).toEqual([]);
    t.pending[0].reject(new Error('offline'));
    await settle();
    expectState(t.rating, 'prompting.choosing');
    expect(remembered).toEqual([]);
    t.rating.send({ type: 'orderRating.submitted' });
    t.pending[1].resolve();
    await settle();
    expect(remembered).toEqual([['o1']]);
  });

  it('prompts again after a reload that interrupted an open prompt (no answer was given)', async () => {
    const remembered: string[][] = [];
    const first = start({ remembered });
    await settle();
    await first.tell([order('o1', 'takeaway', 'RETIRADO')]);
    expectState(first.rating, 'prompting.choosing');
    first.root.stop();
    // The next visit reads what was stored: nothing for o1.
    const again = start({ stored: remembered.at(-1) ?? [] });
    await settle();
    await again.tell([order('o1', 'takeaway', 'RETIRADO')]);
    expectState(again.rating, 'prompting.choosing');
  });

  it('does not open after a reload for an order prompted on an earlier visit', async () => {
    const t = start({ stored: ['o1'] });
    await settle();
    await t.tell([order('o1', 'takeaway', 'RETIRADO'), order('o2', 'takeaway', 'COCINA')]);
    expectState(t.rating, 'watching');
    expect(opened(t.layout)).toBe(0);
  });

  it('opens for the next order once the first is answered', async () => {
    const t = start();
    await settle();
    await t.tell([order('o1', 'takeaway', 'RETIRADO'), order('o2', 'mesa', 'PREPARADO', 'PAGADO')]);
    t.rating.send({ type: 'orderRating.closed' });
    t.pending[0].resolve();
    await settle();
    expect(t.rating.getSnapshot().context.order?._id).toBe('o2');
    expect(opened(t.layout)).toBe(2);
  });

  it('starts with no remembered ids when the stored list is unreadable', async () => {
    const t = start({ stored: '{not a list' });
    await settle();
    await t.tell([order('o1', 'takeaway', 'RETIRADO')]);
    expectState(t.rating, 'prompting.choosing');
  });
});

describe('when choosing (§5 "Order rating")', () => {
  it("keeps 'Enviar' disabled until 1–5 stars are chosen, and sends nothing meanwhile", async () => {
    const t = start();
    await settle();
    await t.tell([order('o1', 'takeaway', 'RETIRADO')]);
    t.rating.send({ type: 'orderRating.textChanged', text: 'Muy rico' });
    expect(selectCanSubmitRating(t.rating.getSnapshot())).toBe(false);
    t.rating.send({ type: 'orderRating.submitted' });
    expect(t.update).not.toHaveBeenCalled();
    for (const stars of [0, 6, 2.5, -1]) {
      t.rating.send({ type: 'orderRating.starsChosen', stars });
      expect(selectCanSubmitRating(t.rating.getSnapshot()), `${stars} stars`).toBe(false);
    }
    t.rating.send({ type: 'orderRating.starsChosen', stars: 1 });
    expect(selectCanSubmitRating(t.rating.getSnapshot())).toBe(true);
    t.rating.send({ type: 'orderRating.starsChosen', stars: 5 });
    expect(selectRatingStars(t.rating.getSnapshot())).toBe(5);
  });
});

describe('when submitting', () => {
  async function submitted(update?: Update) {
    const t = start({ update });
    await settle();
    await t.tell([order('o1', 'takeaway', 'RETIRADO')]);
    t.rating.send({ type: 'orderRating.starsChosen', stars: 4 });
    t.rating.send({ type: 'orderRating.textChanged', text: 'Todo muy rico' });
    t.rating.send({ type: 'orderRating.submitted' });
    return t;
  }

  it("sends PUT {activeOrder:'false', experiencia, valoracion} for the order", async () => {
    const t = await submitted();
    expectState(t.rating, 'prompting.submitting');
    expect(t.update).toHaveBeenCalledTimes(1);
    expect(t.pending[0].input).toEqual({
      orderId: 'o1',
      body: { activeOrder: 'false', experiencia: 'Todo muy rico', valoracion: 4 },
    });
    expect(selectCanSubmitRating(t.rating.getSnapshot())).toBe(false);
    t.rating.send({ type: 'orderRating.submitted' });
    expect(t.update).toHaveBeenCalledTimes(1);
  });

  it('on success: the thank-you toast, the modal closed, the active orders refetched', async () => {
    const t = await submitted();
    t.pending[0].resolve();
    await settle();
    expect(t.toasts()).toEqual([SENT]);
    expect(t.layout.at(-1)).toEqual({ type: 'layout.modalClosed' });
    expect(t.watcher).toEqual([{ type: 'activeOrders.refreshRequested' }]);
    expectState(t.rating, 'watching');
    expect(t.rating.getSnapshot().context.order).toBeNull();
  });

  it('the toast goes after 5 s (the toasts flow, on the same clock)', async () => {
    const t = await submitted();
    t.pending[0].resolve();
    await settle();
    t.clock.increment(4999);
    expect(t.toasts()).toEqual([SENT]);
    t.clock.increment(1);
    expect(t.toasts()).toEqual([]);
  });

  it('on failure: the failure toast, the modal kept with the stars and the text for a retry', async () => {
    const t = await submitted();
    t.pending[0].reject(new Error('500'));
    await settle();
    expect(t.toasts()).toEqual([FAILED]);
    expectState(t.rating, 'prompting.choosing');
    expect(t.layout.filter((e) => e.type === 'layout.modalClosed')).toEqual([]);
    expect(t.watcher).toEqual([]);
    expect(selectRatingStars(t.rating.getSnapshot())).toBe(4);
    expect(selectRatingText(t.rating.getSnapshot())).toBe('Todo muy rico');
    expect(selectCanSubmitRating(t.rating.getSnapshot())).toBe(true);
    t.rating.send({ type: 'orderRating.submitted' });
    expect(t.pending[1].input.body).toEqual({
      activeOrder: 'false',
      experiencia: 'Todo muy rico',
      valoracion: 4,
    });
    t.pending[1].resolve();
    await settle();
    expect(t.toasts()).toEqual([FAILED, SENT]);
    expect(t.watcher).toEqual([{ type: 'activeOrders.refreshRequested' }]);
  });

  it('ignores closing while the rating is being sent', async () => {
    const t = await submitted();
    t.rating.send({ type: 'orderRating.closed' });
    expectState(t.rating, 'prompting.submitting');
    expect(t.update).toHaveBeenCalledTimes(1);
  });
});

describe('when closed without rating', () => {
  async function closed() {
    const t = start();
    await settle();
    await t.tell([order('o1', 'delivery', 'RECIBIDO', 'ENVIADO')]);
    t.rating.send({ type: 'orderRating.starsChosen', stars: 2 });
    t.rating.send({ type: 'orderRating.closed' });
    return t;
  }

  it("sends PUT {activeOrder:'false'} only, closes the modal, then refetches", async () => {
    const t = await closed();
    expectState(t.rating, 'closing');
    expect(t.pending[0].input).toEqual({ orderId: 'o1', body: { activeOrder: 'false' } });
    expect(t.layout.at(-1)).toEqual({ type: 'layout.modalClosed' });
    expect(t.watcher).toEqual([]);
    t.pending[0].resolve();
    await settle();
    expect(t.watcher).toEqual([{ type: 'activeOrders.refreshRequested' }]);
    expect(t.toasts()).toEqual([]);
    expectState(t.rating, 'watching');
  });

  it('a failed close still refetches, shows no toast, and does not prompt again for that order', async () => {
    const t = await closed();
    t.pending[0].reject(new Error('offline'));
    await settle();
    expect(t.watcher).toEqual([{ type: 'activeOrders.refreshRequested' }]);
    expect(t.toasts()).toEqual([]);
    await t.tell([order('o1', 'delivery', 'RECIBIDO', 'ENVIADO')]);
    expectState(t.rating, 'watching');
  });
});

describe('tested alone (no layout, toasts or watcher in the system)', () => {
  it('opens, rates and refetches without crashing', async () => {
    const { update, pending } = controlledUpdate();
    const actor = createActor(
      orderRatingMachine.provide({
        actors: {
          readPromptedOrders: neverRejectingRead<string[]>(
            'orderRating',
            'readPromptedOrders',
            [],
            async () => [],
          ),
          updateRatedOrder: fromPromise(({ input }) => update(input as UpdateRatedOrderInput)),
        },
      }),
    ).start();
    await settle();
    actor.send({ type: 'orderRating.ordersChanged', orders: [order('o1', 'mesa', 'PAGADO')] });
    await settle();
    actor.send({ type: 'orderRating.starsChosen', stars: 5 });
    actor.send({ type: 'orderRating.submitted' });
    pending[0].resolve();
    await settle();
    expectState(actor, 'watching');
  });
});

describe('when the layout stops showing the prompt by itself (browser back, another modal)', () => {
  /** A layout stand-in with the real one's `modal` region: open/closing/closed and the current modal id. */
  const layoutLike = (log: AnyEventObject[]) =>
    createMachine({
      type: 'parallel',
      context: { currentModalId: null as string | null },
      on: { '*': { actions: ({ event }) => log.push(event) } },
      states: {
        modal: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'layout.modalOpened': {
                  target: 'open',
                  actions: assign({ currentModalId: ({ event }) => event.modalId }),
                },
              },
            },
            open: {
              on: {
                'layout.modalOpened': {
                  target: 'open',
                  reenter: true,
                  actions: assign({ currentModalId: ({ event }) => event.modalId }),
                },
                'layout.modalClosed': 'closing',
                'layout.historyBackPressed': 'closing',
              },
            },
            closing: { on: { 'layout.modalOpened': 'open' } },
          },
        },
      },
    });

  async function opened(orders = [order('o1', 'takeaway', 'RETIRADO')]) {
    const layout: AnyEventObject[] = [];
    const watcher: AnyEventObject[] = [];
    const { update, pending } = controlledUpdate();
    const parent = createMachine({
      invoke: [
        { id: 'toasts', systemId: 'toasts', src: toastsMachine },
        { id: 'layout', systemId: 'layout', src: layoutLike(layout) },
        { id: 'activeOrders', systemId: 'activeOrders', src: recorder(watcher) },
        {
          id: 'orderRating',
          systemId: 'orderRating',
          src: orderRatingMachine.provide({
            actors: {
              readPromptedOrders: neverRejectingRead<string[]>(
                'orderRating',
                'readPromptedOrders',
                [],
                async () => [],
              ),
              updateRatedOrder: fromPromise(({ input }) => update(input as UpdateRatedOrderInput)),
            },
          }),
        },
      ],
    });
    const root = createActor(parent).start();
    const rating = root.system.get('orderRating') as AnyActorRef;
    const shell = root.system.get('layout') as AnyActorRef;
    await settle();
    rating.send({ type: 'orderRating.ordersChanged', orders });
    await settle();
    expectState(rating, 'prompting.choosing');
    rating.send({ type: 'orderRating.starsChosen', stars: 5 });
    return { rating, shell, update, pending, watcher };
  }

  it("browser back counts as closing: PUT {activeOrder:'false'} only, then a refetch", async () => {
    const t = await opened();
    expectState(t.rating, 'prompting.choosing');
    t.shell.send({ type: 'layout.historyBackPressed' });
    await settle();
    expectState(t.rating, 'closing');
    expect(t.pending.map((p) => p.input)).toEqual([{ orderId: 'o1', body: { activeOrder: 'false' } }]);
    t.pending[0].resolve();
    await settle();
    expect(t.watcher).toEqual([{ type: 'activeOrders.refreshRequested' }]);
  });

  it('another modal replacing it counts as closing too', async () => {
    const t = await opened();
    t.shell.send({ type: 'layout.modalOpened', modalId: 'confirm-receipt' });
    await settle();
    expectState(t.rating, 'closing');
    expect(t.pending).toHaveLength(1);
  });

  it('the next prompt, opened as the first closes, stays open (a late report about the first is ignored)', async () => {
    const t = await opened([order('o1', 'takeaway', 'RETIRADO'), order('o2', 'mesa', 'PAGADO')]);
    t.rating.send({ type: 'orderRating.submitted' });
    t.pending[0].resolve();
    await settle();
    expectState(t.rating, 'prompting.choosing');
    expect(t.rating.getSnapshot().context.order?._id).toBe('o2');
    expect(t.update).toHaveBeenCalledTimes(1);
  });

  it('its own closing sends one PUT, not a second one for the sheet going away', async () => {
    const t = await opened();
    t.rating.send({ type: 'orderRating.submitted' });
    t.pending[0].resolve();
    await settle();
    expectState(t.rating, 'watching');
    expect(t.update).toHaveBeenCalledTimes(1);
  });
});
