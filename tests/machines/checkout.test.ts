import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import {
  selectChangeAction,
  selectFocusRequest,
  selectGuestPromoAmount,
  selectInvalidField,
  selectIsConsumeTypeLocked,
  selectIsGuestPromoShown,
  selectNeedsAddress,
  selectPaymentLabel,
  selectPickUpError,
  selectQuoteError,
  selectTotals,
  selectValidityError,
} from '@/machines/checkout/checkout.selectors';
import {
  CHECKOUT_GUEST_MODAL_ID,
  type CheckoutOpening,
  type QuoteCheckoutInput,
  type StoredCheckoutState,
} from '@/machines/checkout/checkout.setup';
import type { SendOrderRequest } from '@/machines/send-order/send-order.types';
import { expectState } from '@/tests/support/expect-state';
import {
  cartWith,
  openedEvent,
  palermo,
  registered,
  settle,
  startCheckout,
  steak,
} from './support/checkout-harness';

interface Setup {
  stored?: StoredCheckoutState;
  activeOrders?: unknown[];
  quote?: (input: QuoteCheckoutInput) => Promise<{ subtotal: number; shipping: number; total: number }>;
}

/** A guest at Palermo with the steak; the brand's delivery conditions: $ 8.000 minimum, free from $ 30.000. */
const start = (opening: Partial<CheckoutOpening> = {}, setup: Setup = {}) =>
  startCheckout({
    ...setup,
    opening,
    input: { deliveryConditions: { minimoCompra: 8000, minimoGratis: 30000, porcentajeMarca: 10 } },
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 2026-11-23, 10:00 in Buenos Aires.
  vi.setSystemTime(new Date('2026-11-23T13:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('when CHECKOUT opens', () => {
  it('reads the stored state, then fetches the open table order, then is ready; the cart is quoted', async () => {
    const { actor, quotes } = start();
    expectState(actor, 'open.preparing.readingStorage');
    await settle();
    expectState(actor, 'open.preparing.ready');
    expectState(actor, 'open.quote.quoted');
    expect(quotes[0]).toMatchObject({ consumeType: 'local', userId: 'guest-1', branch: { id: 'local-1' } });
  });

  it('with an empty cart (the order just sent, or the URL typed) goes to the branch home at once, or BASE without a branch', async () => {
    // Delivery remembered: an open CHECKOUT would say 'Faltan $ 8.000 para alcanzar el mínimo…' over no product.
    const empty = cartWith({
      draftOrderId: null,
      products: [],
      total: 0,
      quantity: 0,
      consumeType: 'delivery',
    });
    const a = start({ cart: empty, preferredConsumeType: 'deliverySystem' });
    // The flow closes at once: the diner is no longer on CHECKOUT.
    expectState(a.actor, 'closed');
    expect(a.navigate).toHaveBeenCalledWith({ to: '/sucursal/local-1/brasa-palermo', replace: true });
    await settle();
    // Nothing was read, fetched or quoted, and the cart was not touched.
    expectState(a.actor, 'closed');
    expect(a.quotes).toEqual([]);
    expect(a.told('cart')).toEqual([]);
    const b = start({ cart: empty, branch: null });
    expect(b.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    // Opened again with the products (a cart restored late): CHECKOUT works as usual.
    a.actor.send(openedEvent({ cart: cartWith() }));
    await settle();
    expectState(a.actor, 'open.preparing.ready');
    expect(a.navigate).toHaveBeenCalledTimes(1);
  });

  it('resets local without a table and delivery without an address', async () => {
    const a = start({ cart: cartWith({ consumeType: 'local' }) });
    await settle();
    expect(a.actor.getSnapshot().context.cart.consumeType).toBeNull();
    expect(a.told('cart')).toContainEqual({ type: 'cart.consumeTypeSet', consumeType: null });
    const b = start({ cart: cartWith({ consumeType: 'delivery' }) });
    await settle();
    expect(b.actor.getSnapshot().context.cart.consumeType).toBeNull();
  });

  it('presets the table from stored QR data of this branch (not of another)', async () => {
    const qr = { table: '7', table_id: '70', branch_id: 'local-1', store_id: 'brasa-palermo' };
    const a = start(
      { cart: cartWith({ consumeType: 'local' }) },
      { stored: { qrData: qr, guestModalShownFor: [] } },
    );
    await settle();
    expect(a.actor.getSnapshot().context.cart).toMatchObject({
      consumeType: 'local',
      table: '7',
      tableId: '70',
    });
    expect(a.told('cart')).toContainEqual({ type: 'cart.tableSet', table: '7', tableId: '70' });
    const b = start({}, { stored: { qrData: { ...qr, branch_id: 'local-2' }, guestModalShownFor: [] } });
    await settle();
    expect(b.actor.getSnapshot().context.cart.table).toBeNull();
  });

  it('auto-selects the only type, or the preferred one, without navigating', async () => {
    const only = start({
      branch: {
        ...palermo,
        systemOptions: { tableSystem: false, takeawaySystem: true, deliverySystem: false },
      },
    });
    await settle();
    expect(only.actor.getSnapshot().context.cart.consumeType).toBe('takeaway');
    expect(selectChangeAction(only.actor.getSnapshot())).toBeNull();
    const preferred = start({ preferredConsumeType: 'takeawaySystem' });
    await settle();
    expect(preferred.actor.getSnapshot().context.cart.consumeType).toBe('takeaway');
    expect(preferred.navigate).not.toHaveBeenCalled();
  });

  it('locks an open table order: local with its table, the flag set, and the send updates that order', async () => {
    const { actor, told } = start(
      { user: registered, cart: cartWith({ consumeType: 'takeaway', pickUpTime: 'x' }) },
      {
        activeOrders: [
          { _id: 'order-9', idLocal: 'local-1', type: 'mesa', orderStatus: 'ACEPTADO', mesa: 4, mesaId: 40 },
        ],
      },
    );
    await settle();
    const s = actor.getSnapshot();
    expect(s.context.cart).toMatchObject({
      consumeType: 'local',
      table: '4',
      tableId: '40',
      pickUpTime: null,
      selectedConsumeTypeIsFromActiveOrder: true,
    });
    expect(selectIsConsumeTypeLocked(s)).toBe(true);
    expect(told('cart')).toContainEqual({ type: 'cart.consumeTypeFromActiveOrderSet', value: true });
    actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'takeaway' });
    actor.send({ type: 'checkout.changeRequested' });
    expect(actor.getSnapshot().context.cart.consumeType).toBe('local');
    await settle();
    actor.send({ type: 'checkout.sendRequested' });
    const request = told('sendOrder').at(-1)?.request as SendOrderRequest;
    expect(request.updateOrderId).toBe('order-9');
    expect(request.payment).toBe('cash');
  });
});

describe('when the diner chooses a type', () => {
  it("'Consumir aquí' clears pick-up, address and option and goes to table selection", async () => {
    const { actor, navigate, told } = start({ cart: cartWith({ pickUpTime: 'x' }) });
    await settle();
    actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'local' });
    expect(actor.getSnapshot().context.cart).toMatchObject({ consumeType: 'local', pickUpTime: null });
    expect(navigate).toHaveBeenCalledWith({ to: '/checkout/seleccionar-mesa' });
    expect(told('cart')).toContainEqual({ type: 'cart.pickUpTimeSet', pickUpTime: null });
  });

  it("'Para llevar' removes the QR data and the table; no navigation", async () => {
    const { actor, navigate, removeQrData } = start({ cart: cartWith({ table: '3', tableId: '30' }) });
    await settle();
    actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'takeaway' });
    expect(actor.getSnapshot().context.cart).toMatchObject({
      consumeType: 'takeaway',
      table: null,
      tableId: null,
    });
    expect(removeQrData).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Delivery goes to the address screen; a type the branch does not offer is ignored', async () => {
    const { actor, navigate } = start({
      branch: {
        ...palermo,
        systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: false },
      },
    });
    await settle();
    actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'delivery' });
    expect(actor.getSnapshot().context.cart.consumeType).toBeNull();
    const b = start();
    await settle();
    b.actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'delivery' });
    expect(b.navigate).toHaveBeenCalledWith({ to: '/checkout/datos-de-entrega' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("'Cambiar' resets the choice", async () => {
    const { actor } = start({ cart: cartWith({ consumeType: 'takeaway' }) });
    await settle();
    actor.send({ type: 'checkout.changeRequested' });
    expect(actor.getSnapshot().context.cart.consumeType).toBeNull();
  });
});

describe('when the pick-up time is typed', () => {
  it('refuses a time under 15 minutes ahead with its message and clears the cart’s time; accepts a later one', async () => {
    const { actor, told } = start({ cart: cartWith({ consumeType: 'takeaway' }) });
    await settle();
    actor.send({ type: 'checkout.pickUpTimeChanged', value: '2026-11-23T10:10' });
    expect(selectPickUpError(actor.getSnapshot())).toBe('checkout.pickUp.tooSoon');
    expect(actor.getSnapshot().context.cart.pickUpTime).toBeNull();
    actor.send({ type: 'checkout.pickUpTimeChanged', value: '2026-11-23T11:00' });
    expect(selectPickUpError(actor.getSnapshot())).toBeNull();
    expect(told('cart')).toContainEqual({
      type: 'cart.pickUpTimeSet',
      pickUpTime: '2026-11-23T14:00:00.000Z',
    });
  });
});

describe('when the quote answers', () => {
  it('shows the server’s figures, points and the provider’s name', async () => {
    const { actor } = start(
      { user: registered, availablePoints: 2000, cart: cartWith({ consumeType: 'takeaway' }) },
      { quote: async () => ({ subtotal: 9500, shipping: 0, total: 9500 }) },
    );
    await settle();
    expect(selectTotals(actor.getSnapshot())).toEqual({
      subtotal: 9500,
      shipping: 0,
      shippingDiscount: 0,
      pointsDiscount: 2000,
      totalToPay: 7500,
    });
    expect(selectPaymentLabel(actor.getSnapshot())).toEqual({ text: 'Mercado Pago' });
  });

  it('a refused quote shows the server’s message, and a retry asks again', async () => {
    let refuse = true;
    const { actor, quotes } = start(
      {},
      {
        quote: async (input) => {
          if (refuse)
            throw Object.assign(new Error('El producto Bife no está disponible en este local'), {
              status: 409,
            });
          return { subtotal: input.cart.total, shipping: 0, total: input.cart.total };
        },
      },
    );
    await settle();
    expect(selectQuoteError(actor.getSnapshot())).toEqual({
      text: 'El producto Bife no está disponible en este local',
    });
    refuse = false;
    actor.send({ type: 'checkout.quoteRetried' });
    await settle();
    expectState(actor, 'open.quote.quoted');
    expect(quotes).toHaveLength(2);
  });

  it('a cart change asks again', async () => {
    const { actor, quotes } = start();
    await settle();
    actor.send({
      type: 'checkout.cartChanged',
      cart: cartWith({ products: [steak, { ...steak, orderProductId: 'line-2' }], total: 20000 }),
    });
    await settle();
    expect(quotes).toHaveLength(2);
    expect(selectTotals(actor.getSnapshot())?.subtotal).toBe(20000);
  });
});

describe("when 'Enviar orden' is tapped", () => {
  it('without a type says so and sends nothing', async () => {
    const { actor, told } = start();
    await settle();
    actor.send({ type: 'checkout.sendRequested' });
    expect(selectValidityError(actor.getSnapshot())).toBe('checkout.validity.consumeType');
    expect(told('sendOrder')).toEqual([]);
  });

  it.each([[{ consumeType: 'local' as const, table: null }, 'checkout.validity.consumeType']])(
    '%o → %s',
    async (changes, message) => {
      const { actor } = start({ cart: cartWith(changes) });
      await settle();
      actor.send({ type: 'checkout.sendRequested' });
      expect(selectValidityError(actor.getSnapshot())).toBe(message);
    },
  );

  it("takeaway without a time: 'Debe seleccionar una hora de retiro' at the field only, and the focus goes there", async () => {
    const { actor } = start({ cart: cartWith({ consumeType: 'takeaway' }) });
    await settle();
    actor.send({ type: 'checkout.sendRequested' });
    expect(selectPickUpError(actor.getSnapshot())).toBe('checkout.validity.pickUpTime');
    expect(selectValidityError(actor.getSnapshot())).toBeNull();
    expect(selectInvalidField(actor.getSnapshot())).toBe('pickUpTime');
    expect(selectFocusRequest(actor.getSnapshot())).toBe('pickUpTime');
    actor.send({ type: 'checkout.focusMoved' });
    expect(selectFocusRequest(actor.getSnapshot())).toBeNull();
    expect(selectPickUpError(actor.getSnapshot())).toBe('checkout.validity.pickUpTime');
  });

  it('a valid takeaway order hands sendOrder the full request in the tap', async () => {
    const { actor, told } = start({ cart: cartWith({ consumeType: 'takeaway' }) });
    await settle();
    actor.send({ type: 'checkout.pickUpTimeChanged', value: '2026-11-23T11:00' });
    await settle();
    actor.send({ type: 'checkout.sendRequested' });
    expect(told('sendOrder')).toHaveLength(1);
    expect(told('sendOrder')[0]).toEqual({
      type: 'sendOrder.requested',
      request: {
        cart: expect.objectContaining({
          consumeType: 'takeaway',
          pickUpTime: '2026-11-23T14:00:00.000Z',
          draftOrderId: 'draft-1',
        }),
        idCliente: 'guest-1',
        idLocal: 'local-1',
        storeId: 'brasa-palermo',
        idMarca: 'brand-1',
        total: 10000,
        domain: 'https://brasa.example',
        updateOrderId: null,
        payment: 'card',
        providerName: 'Mercado Pago',
        homePath: '/sucursal/local-1/brasa-palermo',
      },
    });
  });
});

describe('for a guest', () => {
  it('shows the promo after 1000 ms and the modal after 2000 ms, once per draftOrderId', async () => {
    const { actor, clock, told, remembered } = start();
    await settle();
    clock.increment(999);
    expect(selectIsGuestPromoShown(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectIsGuestPromoShown(actor.getSnapshot())).toBe(true);
    expect(selectGuestPromoAmount(actor.getSnapshot())).toBe(800); // 10000 × 8 / 100
    clock.increment(999);
    expect(told('layout')).toEqual([]);
    clock.increment(1);
    expect(told('layout')).toEqual([{ type: 'layout.modalOpened', modalId: CHECKOUT_GUEST_MODAL_ID }]);
    expect(remembered).toEqual(['draft-1']);
    actor.send({ type: 'checkout.guestRegisterRequested' });
    expect(told('socialLogin')).toEqual([{ type: 'socialLogin.started' }]);
    expect(told('layout').at(-1)).toEqual({ type: 'layout.modalClosed' });
    // Opening again with the same draft: the promo again, the modal not.
    actor.send(openedEvent());
    await settle();
    clock.increment(2000);
    expect(selectIsGuestPromoShown(actor.getSnapshot())).toBe(true);
    expectState(actor, 'open.guest.prompting.modal.skipped');
    expect(told('layout').filter((e) => e.type === 'layout.modalOpened')).toHaveLength(1);
  });

  it('a draft already shown on this device (local storage) gets no modal', async () => {
    const { actor, clock, told } = start({}, { stored: { qrData: null, guestModalShownFor: ['draft-1'] } });
    await settle();
    clock.increment(2000);
    expectState(actor, 'open.guest.prompting.modal.skipped');
    expect(told('layout')).toEqual([]);
  });

  it("'Continuar sin registrarme' closes the modal; a registered diner sees neither", async () => {
    const { actor, clock, told } = start();
    await settle();
    clock.increment(2000);
    actor.send({ type: 'checkout.guestContinued' });
    expect(told('layout').at(-1)).toEqual({ type: 'layout.modalClosed' });
    expect(told('socialLogin')).toEqual([]);
    const r = start({ user: registered });
    await settle();
    r.clock.increment(5000);
    expectState(r.actor, 'open.guest.none');
    expect(r.told('layout')).toEqual([]);
  });

  it('leaving CHECKOUT stops the timers', async () => {
    const { actor, clock, told } = start();
    await settle();
    actor.send({ type: 'checkout.closed' });
    clock.increment(5000);
    expectState(actor, 'closed');
    expect(told('layout')).toEqual([]);
  });
});

describe('issue 12: what the diner found at 390×844', () => {
  const home = { tag: 'Casa', addressName: 'Gorriti 4820', deliveryAddressId: 'addr-1' };
  const moto = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };

  it('Delivery remembered from the branch card without an address: selected, the address row links to CHECKOUT_ADDRESS', async () => {
    // §4: a preference selects its type and the choice goes to the address screen "unless a preference exists";
    // so CHECKOUT itself offers the way to the address (docs/ordering-checkout.md "Readings chosen").
    const { actor, navigate, told } = start({
      user: registered,
      preferredConsumeType: 'deliverySystem',
      cart: cartWith({ consumeType: 'delivery' }),
    });
    await settle();
    expect(actor.getSnapshot().context.cart.consumeType).toBe('delivery');
    expect(selectNeedsAddress(actor.getSnapshot())).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'checkout.sendRequested' });
    expect(selectValidityError(actor.getSnapshot())).toBe('checkout.validity.address');
    expect(selectInvalidField(actor.getSnapshot())).toBe('address');
    expect(selectFocusRequest(actor.getSnapshot())).toBe('address');
    expect(told('sendOrder')).toEqual([]);
    actor.send({ type: 'checkout.changeAddressRequested' });
    expect(navigate).toHaveBeenCalledWith({ to: '/checkout/datos-de-entrega' });
  });

  it('with an address chosen the row shows it and no link; without a preference a remembered Delivery still resets', async () => {
    const withAddress = start({
      preferredConsumeType: 'deliverySystem',
      cart: cartWith({ consumeType: 'delivery', address: home, deliveryOption: moto }),
    });
    await settle();
    expect(withAddress.actor.getSnapshot().context.cart.consumeType).toBe('delivery');
    expect(selectNeedsAddress(withAddress.actor.getSnapshot())).toBe(false);
    const noPreference = start({ cart: cartWith({ consumeType: 'delivery' }) });
    await settle();
    expect(noPreference.actor.getSnapshot().context.cart.consumeType).toBeNull();
    expect(selectNeedsAddress(noPreference.actor.getSnapshot())).toBe(false);
  });

  it('a chosen but invalid pick-up time: its own message at the field, not "Debe seleccionar una hora de retiro" at the bottom', async () => {
    const { actor, told } = start({ cart: cartWith({ consumeType: 'takeaway' }) });
    await settle();
    actor.send({ type: 'checkout.pickUpTimeChanged', value: '2026-11-23T09:00' }); // in the past
    actor.send({ type: 'checkout.sendRequested' });
    expect(selectPickUpError(actor.getSnapshot())).toBe('checkout.pickUp.tooSoon');
    expect(selectValidityError(actor.getSnapshot())).toBeNull();
    expect(selectInvalidField(actor.getSnapshot())).toBe('pickUpTime');
    expect(selectFocusRequest(actor.getSnapshot())).toBe('pickUpTime');
    expect(told('sendOrder')).toEqual([]);
  });

  it('a valid time that became too soon by the tap: the field says so (one message)', async () => {
    const { actor } = start({ cart: cartWith({ consumeType: 'takeaway' }) });
    await settle();
    actor.send({ type: 'checkout.pickUpTimeChanged', value: '2026-11-23T10:20' });
    expect(selectPickUpError(actor.getSnapshot())).toBeNull();
    vi.setSystemTime(new Date('2026-11-23T13:10:00Z')); // 10:10: the 10:20 is 10 minutes ahead
    actor.send({ type: 'checkout.sendRequested' });
    expect(selectPickUpError(actor.getSnapshot())).toBe('checkout.pickUp.tooSoon');
    expect(selectValidityError(actor.getSnapshot())).toBeNull();
  });

  it("Belgrano's 12-hour schedule: the outside-hours message names 11:30 - 23:30", async () => {
    const belgrano: Branch = {
      ...palermo,
      schedule: { lunes: { open: '11:30 AM', close: '11:30 PM' } },
    };
    const { actor } = start({ branch: belgrano, cart: cartWith({ consumeType: 'takeaway' }) });
    await settle();
    actor.send({ type: 'checkout.pickUpTimeChanged', value: '2026-11-23T23:45' });
    expect(selectPickUpError(actor.getSnapshot())).toEqual({
      key: 'checkout.pickUp.outsideSchedule',
      values: { open: '11:30', close: '23:30' },
    });
  });

  it('no type: the focus goes to the chooser, again at a second refused tap; a valid choice asks no focus', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'checkout.sendRequested' });
    expect(selectInvalidField(actor.getSnapshot())).toBe('consumeType');
    expect(selectFocusRequest(actor.getSnapshot())).toBe('consumeType');
    actor.send({ type: 'checkout.focusMoved' }); // the view moved it
    expect(selectFocusRequest(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'checkout.sendRequested' });
    expect(selectFocusRequest(actor.getSnapshot())).toBe('consumeType');
    expect(selectValidityError(actor.getSnapshot())).toBe('checkout.validity.consumeType');
    actor.send({ type: 'checkout.consumeTypeChosen', consumeType: 'takeaway' });
    expect(selectInvalidField(actor.getSnapshot())).toBe('pickUpTime');
  });
});
