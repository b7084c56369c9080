import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  type BranchSelectionInput,
  branchSelectionMachine,
  type FetchBranchesInput,
  type OpeningState,
  openingStateReader,
} from '@/machines/branches/branch-selection.machine';
import type { GeolocationRequestKind, Position } from '@/machines/branches/branch-selection.rules';
import {
  selectBranchCards,
  selectChangedConsumePreferences,
  selectGeolocationMessage,
  selectHasNoSearchResults,
  selectIsLoadingBranches,
  selectMapFocusId,
} from '@/machines/branches/branch-selection.selectors';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import { expectState } from '@/tests/support/expect-state';

const opts = (table: boolean, takeaway: boolean, delivery: boolean, own?: string) => ({
  tableSystem: table,
  takeawaySystem: takeaway,
  deliverySystem: delivery,
  deliveryPropio: own ? { activo: true, name: own } : { activo: false, name: '' },
});
const palermo: Branch = {
  id: 'b-palermo',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850, Palermo, CABA',
  status: 'open',
  systemOptions: opts(true, true, true),
};
const caballito: Branch = {
  id: 'b-caballito',
  storeId: 'brasa-caballito',
  name: 'Brasa Caballito',
  address: 'Av. Rivadavia 5150, Caballito, CABA',
  status: 'closing_soon',
  systemOptions: opts(false, true, false, 'Envío Brasa'),
};
const recoleta: Branch = {
  id: 'b-recoleta',
  storeId: 'brasa-recoleta',
  name: 'Brasa Recoleta',
  address: 'Av. Callao 1210, Recoleta, CABA',
  status: 'close',
  systemOptions: opts(true, false, false),
};
const BRANCHES = [palermo, caballito, recoleta];
const HERE: Position = { latitude: -34.6, longitude: -58.4 };

/** A stand-in flow that records what it is told. */
const recorder = createMachine({
  types: {} as { context: { events: Array<{ type: string } & Record<string, unknown>> } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

interface Controls {
  /** What the opening read answers, or how it fails (a blocked storage throws). */
  opening: OpeningState | (() => OpeningState);
  fetchBranches: ReturnType<typeof vi.fn<(input: FetchBranchesInput) => Promise<Branch[]>>>;
  locate: ReturnType<typeof vi.fn<(kind: GeolocationRequestKind) => Promise<Position>>>;
}

let root: AnyActorRef | null = null;
afterEach(() => root?.stop());

/** The flow in a system like the app's: real toasts, recording cart/currentBranch/layout/orderPreparation. */
function start(input: Partial<BranchSelectionInput> = {}, controls: Partial<Controls> = {}) {
  const c: Controls = {
    opening: { hasReturnPath: false, permission: 'prompt' },
    fetchBranches: vi.fn(async () => BRANCHES),
    locate: vi.fn(async () => HERE),
    ...controls,
  };
  const navigate = vi.fn();
  const setLocalModeFlags = vi.fn();
  const removeQrData = vi.fn();
  const flow = branchSelectionMachine.provide({
    actors: {
      // As the app provides it (src/app/branch-flows.ts): through the reader that cannot reject.
      readOpeningState: openingStateReader(async () =>
        typeof c.opening === 'function' ? c.opening() : c.opening,
      ),
      fetchBranches: fromPromise(({ input }) => c.fetchBranches(input as FetchBranchesInput)),
      locate: fromPromise(({ input }) => c.locate((input as { kind: GeolocationRequestKind }).kind)),
    },
    actions: {
      navigate: (_, params) => navigate(params),
      setLocalModeFlags: (_, params) => setLocalModeFlags(params.modes),
      removeQrData: () => removeQrData(),
    },
  });
  const clock = new SimulatedClock();
  root = createActor(
    createMachine({
      invoke: [
        { id: 'toasts', systemId: 'toasts', src: toastsMachine },
        { id: 'cart', systemId: 'cart', src: recorder },
        { id: 'currentBranch', systemId: 'currentBranch', src: recorder },
        { id: 'layout', systemId: 'layout', src: recorder },
        { id: 'orderPreparation', systemId: 'orderPreparation', src: recorder },
        {
          id: 'branchSelection',
          systemId: 'branchSelection',
          src: flow,
          input: { brandId: 'brand-1', multipleMenu: false, restoredPreferences: null, ...input },
        },
      ],
    }),
    { clock },
  ).start();
  const system = root.system;
  const actor = system.get('branchSelection') as AnyActorRef;
  const eventsOf = (id: string) =>
    (system.get(id) as AnyActorRef).getSnapshot().context.events as Array<
      { type: string } & Record<string, unknown>
    >;
  const toasts = () =>
    selectToasts((system.get('toasts') as AnyActorRef).getSnapshot()).map((t) => textIn(es, t.message));
  const cards = () => selectBranchCards(actor.getSnapshot());
  return { actor, clock, navigate, setLocalModeFlags, removeQrData, eventsOf, toasts, cards, controls: c };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function openBase(app: ReturnType<typeof start>) {
  app.actor.send({ type: 'branchSelection.opened' });
  await settle();
  await settle();
}

describe('when BASE opens (opening)', () => {
  it('resets the order preparation when no auth return path is saved', async () => {
    const app = start();
    await openBase(app);
    expect(app.eventsOf('orderPreparation')).toEqual([{ type: 'orderPreparation.reset' }]);
  });

  it('keeps the order preparation when an auth return path is saved', async () => {
    const app = start({}, { opening: { hasReturnPath: true, permission: 'prompt' } });
    await openBase(app);
    expect(app.eventsOf('orderPreparation')).toEqual([]);
  });

  it('reads a blocked storage as nothing stored: resets the preparation and loads without a position', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const app = start({}, { opening: blocked });
    await openBase(app);
    expect(app.eventsOf('orderPreparation')).toEqual([{ type: 'orderPreparation.reset' }]);
    expect(app.controls.locate).not.toHaveBeenCalled();
    expect(app.controls.fetchBranches).toHaveBeenCalledWith({
      brandId: 'brand-1',
      position: null,
      language: 'es',
    });
    expectState(app.actor, 'open.ready');
    expect(app.actor.getSnapshot().status).toBe('active');
  });

  it('has no error transition for the opening read (its reader cannot reject)', () => {
    expect(branchSelectionMachine.events).not.toContain('xstate.error.actor.readOpeningState');
  });

  it('requests the list without a position when the location permission is not granted', async () => {
    const app = start();
    await openBase(app);
    expect(app.controls.locate).not.toHaveBeenCalled();
    expect(app.controls.fetchBranches).toHaveBeenCalledWith({
      brandId: 'brand-1',
      position: null,
      language: 'es',
    });
    expectState(app.actor, 'open.ready');
  });

  it('asks for the position automatically when permission is granted, and requests the list with it', async () => {
    const app = start({}, { opening: { hasReturnPath: false, permission: 'granted' } });
    await openBase(app);
    await settle();
    expect(app.controls.locate).toHaveBeenCalledWith('automatic');
    expect(app.controls.fetchBranches).toHaveBeenCalledWith({
      brandId: 'brand-1',
      position: HERE,
      language: 'es',
    });
  });

  it('loads without a position and shows no message when the automatic request fails', async () => {
    const locate = vi.fn(async () => {
      throw { geolocationError: 'timeout' };
    });
    const app = start({}, { opening: { hasReturnPath: false, permission: 'granted' }, locate });
    await openBase(app);
    await settle();
    expect(app.controls.fetchBranches).toHaveBeenCalledWith({
      brandId: 'brand-1',
      position: null,
      language: 'es',
    });
    expect(selectGeolocationMessage(app.actor.getSnapshot())).toBeNull();
  });
});

describe('while the list loads (loading)', () => {
  it('shows skeletons until the server answers', async () => {
    let answer: (b: Branch[]) => void = () => {};
    const fetchBranches = vi.fn(() => new Promise<Branch[]>((resolve) => (answer = resolve)));
    const app = start({}, { fetchBranches });
    await openBase(app);
    expectState(app.actor, 'open.loading');
    expect(selectIsLoadingBranches(app.actor.getSnapshot())).toBe(true);
    answer(BRANCHES);
    await settle();
    expectState(app.actor, 'open.ready');
    expect(selectIsLoadingBranches(app.actor.getSnapshot())).toBe(false);
  });

  it("sets the local flags for each mode any branch offers ('true')", async () => {
    const app = start({}, { fetchBranches: vi.fn(async () => [caballito, recoleta]) });
    await openBase(app);
    // Caballito: takeaway and own delivery (deliverySystem off); Recoleta: table.
    expect(app.setLocalModeFlags).toHaveBeenCalledWith(['tableSystem', 'takeawaySystem']);
  });
});

describe('when the list fails (failed)', () => {
  it("shows the spec's toast, and 'Intentar nuevamente' requests it again", async () => {
    const fetchBranches = vi
      .fn<(input: FetchBranchesInput) => Promise<Branch[]>>()
      .mockRejectedValueOnce(Object.assign(new Error('x'), { status: 500 }))
      .mockResolvedValueOnce(BRANCHES);
    const app = start({}, { fetchBranches });
    await openBase(app);
    expectState(app.actor, 'open.failed');
    expect(app.toasts()).toEqual([
      'No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.',
    ]);
    app.actor.send({ type: 'branchSelection.retryRequested' });
    await settle();
    expect(fetchBranches).toHaveBeenCalledTimes(2);
    expectState(app.actor, 'open.ready');
  });
});

describe('with the list shown (ready)', () => {
  it('filters the cards by name or address, case-insensitive', async () => {
    const app = start();
    await openBase(app);
    app.actor.send({ type: 'branchSelection.searchChanged', text: 'RIVADAVIA' });
    expect(app.cards().map((c) => c.id)).toEqual(['b-caballito']);
    app.actor.send({ type: 'branchSelection.searchChanged', text: 'recoleta' });
    expect(app.cards().map((c) => c.id)).toEqual(['b-recoleta']);
    app.actor.send({ type: 'branchSelection.searchChanged', text: 'zzz' });
    expect(app.cards()).toEqual([]);
    expect(selectHasNoSearchResults(app.actor.getSnapshot())).toBe(true);
  });

  it("sorts the active order's branch first and outlines it", async () => {
    const app = start();
    await openBase(app);
    app.actor.send({ type: 'branchSelection.activeOrderBranchChanged', branchId: 'b-caballito' });
    expect(app.cards().map((c) => c.id)).toEqual(['b-caballito', 'b-palermo', 'b-recoleta']);
    expect(app.cards()[0]?.isActiveOrderBranch).toBe(true);
  });

  it('ignores a press on a disabled (closed) card', async () => {
    const app = start();
    await openBase(app);
    app.actor.send({ type: 'branchSelection.cardPressed', branchId: 'b-recoleta' });
    expectState(app.actor, 'open.ready');
    expect(app.navigate).not.toHaveBeenCalled();
    expect(app.cards().find((c) => c.id === 'b-recoleta')?.isDisabled).toBe(true);
  });

  it('selecting a branch resets the order, stores the branch and opens HOME/{id}/{storeId}', async () => {
    const app = start();
    await openBase(app);
    app.actor.send({ type: 'branchSelection.cardPressed', branchId: 'b-palermo' });
    expectState(app.actor, 'selected');
    expect(app.eventsOf('cart')).toEqual([{ type: 'cart.cleared' }]);
    expect(app.eventsOf('currentBranch')).toEqual([{ type: 'currentBranch.selected', branch: palermo }]);
    expect(app.navigate).toHaveBeenCalledWith({ to: '/sucursal/b-palermo/brasa-palermo' });
  });

  it('in the map view, the first tap centres the map on a card and the second presses it', async () => {
    const app = start();
    await openBase(app);
    app.actor.send({ type: 'branchSelection.viewChanged', view: 'map' });
    expect(selectMapFocusId(app.actor.getSnapshot())).toBe('b-palermo');
    app.actor.send({ type: 'branchSelection.mapCardPressed', branchId: 'b-caballito' });
    expect(selectMapFocusId(app.actor.getSnapshot())).toBe('b-caballito');
    expect(app.navigate).not.toHaveBeenCalled();
    app.actor.send({ type: 'branchSelection.mapCardPressed', branchId: 'b-caballito' });
    expect(app.navigate).toHaveBeenCalledWith({ to: '/sucursal/b-caballito/brasa-caballito' });
  });
});

describe('on a multipleMenu brand (card flip)', () => {
  it("flips the pressed card to 'Selecciona una opción:' with its enabled modes", async () => {
    const app = start({ multipleMenu: true });
    await openBase(app);
    app.actor.send({ type: 'branchSelection.cardPressed', branchId: 'b-caballito' });
    const card = app.cards().find((c) => c.id === 'b-caballito');
    expect(card?.isFlipped).toBe(true);
    expect(card?.modes).toEqual(['takeawaySystem', 'deliverySystem']);
    expect(card?.ownDeliveryName).toBe('Envío Brasa');
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('choosing delivery without deliverySystem but with deliveryPropio.activo stores {type: deliveryPropio, data}', async () => {
    const app = start({ multipleMenu: true });
    await openBase(app);
    app.actor.send({ type: 'branchSelection.cardPressed', branchId: 'b-caballito' });
    app.actor.send({ type: 'branchSelection.modeChosen', branchId: 'b-caballito', mode: 'deliverySystem' });
    expect(selectChangedConsumePreferences(app.actor.getSnapshot())).toEqual({
      preferredConsumeType: { type: 'deliveryPropio', data: { activo: true, name: 'Envío Brasa' } },
      lastSelectedLocalId: 'b-caballito',
    });
    expect(app.removeQrData).toHaveBeenCalledTimes(1);
    // The cart hears the chosen preference (its summary quote and suggestions are priced for it), then resets.
    expect(app.eventsOf('cart')).toEqual([
      {
        type: 'cart.preferenceChanged',
        preferredConsumeType: { type: 'deliveryPropio', data: { activo: true, name: 'Envío Brasa' } },
      },
      { type: 'cart.cleared' },
    ]);
    expect(app.navigate).toHaveBeenCalledWith({ to: '/sucursal/b-caballito/brasa-caballito' });
  });

  it('choosing the table mode keeps the stored QR data', async () => {
    const app = start({ multipleMenu: true });
    await openBase(app);
    app.actor.send({ type: 'branchSelection.modeChosen', branchId: 'b-palermo', mode: 'tableSystem' });
    expect(app.removeQrData).not.toHaveBeenCalled();
    expect(selectChangedConsumePreferences(app.actor.getSnapshot())).toEqual({
      preferredConsumeType: 'tableSystem',
      lastSelectedLocalId: 'b-palermo',
    });
    expect(app.eventsOf('cart')).toEqual([
      { type: 'cart.preferenceChanged', preferredConsumeType: 'tableSystem' },
      { type: 'cart.cleared' },
    ]);
  });

  it('refuses a mode the branch does not offer', async () => {
    const app = start({ multipleMenu: true });
    await openBase(app);
    app.actor.send({ type: 'branchSelection.modeChosen', branchId: 'b-caballito', mode: 'tableSystem' });
    expectState(app.actor, 'open.ready');
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it('keeps a saved preference, highlighted on its branch', async () => {
    const saved = { preferredConsumeType: 'takeawaySystem', lastSelectedLocalId: 'b-palermo' };
    const app = start({ multipleMenu: true, restoredPreferences: saved });
    await openBase(app);
    const card = app.cards().find((c) => c.id === 'b-palermo');
    expect(card?.isLastSelected).toBe(true);
    expect(card?.selectedMode).toBe('takeawaySystem');
    expect(selectChangedConsumePreferences(app.actor.getSnapshot())).toBeUndefined();
  });

  it('clears the saved preferences when the brand has turned multipleMenu off', () => {
    const saved = { preferredConsumeType: 'takeawaySystem', lastSelectedLocalId: 'b-palermo' };
    const app = start({ multipleMenu: false, restoredPreferences: saved });
    expect(selectChangedConsumePreferences(app.actor.getSnapshot())).toEqual({
      preferredConsumeType: null,
      lastSelectedLocalId: null,
    });
  });
});

describe('locate me (prompting, locating)', () => {
  it("opens 'Activar ubicación'; 'Cancelar' closes it without asking for the position", async () => {
    const app = start();
    await openBase(app);
    app.actor.send({ type: 'branchSelection.locateRequested' });
    expectState(app.actor, 'open.prompting');
    expect(app.eventsOf('layout')).toEqual([
      { type: 'layout.modalOpened', modalId: 'branchSelection.locationPrompt', dismissible: false },
    ]);
    app.actor.send({ type: 'branchSelection.locateCancelled' });
    expectState(app.actor, 'open.ready');
    expect(app.eventsOf('layout').at(-1)).toEqual({ type: 'layout.modalClosed' });
    expect(app.controls.locate).not.toHaveBeenCalled();
  });

  it("'Activar' asks for the position (manual request) and requests the list nearest first", async () => {
    const app = start();
    await openBase(app);
    app.actor.send({ type: 'branchSelection.locateRequested' });
    app.actor.send({ type: 'branchSelection.locateConfirmed' });
    expect(app.controls.locate).toHaveBeenCalledWith('manual');
    await settle();
    await settle();
    expect(app.controls.fetchBranches).toHaveBeenLastCalledWith({
      brandId: 'brand-1',
      position: HERE,
      language: 'es',
    });
    expectState(app.actor, 'open.ready');
  });

  it.each([
    ['unsupported', 'Tu navegador no soporta geolocalización'],
    [
      'denied',
      'Permiso de ubicación denegado. Por favor, habilita el acceso a la ubicación en tu navegador.',
    ],
    ['unavailable', 'Información de ubicación no disponible.'],
    ['timeout', 'Tiempo de espera agotado al obtener la ubicación.'],
    ['something else', 'Error al obtener la ubicación'],
  ])('a %s failure shows %j and keeps the list', async (kind, message) => {
    const locate = vi.fn(async () => {
      throw Object.assign(new Error(kind), { geolocationError: kind });
    });
    const app = start({}, { locate });
    await openBase(app);
    app.actor.send({ type: 'branchSelection.locateRequested' });
    app.actor.send({ type: 'branchSelection.locateConfirmed' });
    await settle();
    expectState(app.actor, 'open.ready');
    const key = selectGeolocationMessage(app.actor.getSnapshot());
    expect(key && textIn(es, key)).toBe(message);
    expect(app.cards()).toHaveLength(3);
    expect(app.controls.fetchBranches).toHaveBeenCalledTimes(1);
  });
});
