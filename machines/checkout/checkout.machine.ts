import { and, not, stateIn } from 'xstate';
import { ROUTES } from '../rules/routes';
import {
  applyOpeningRules,
  applyTableOrderLock,
  changePickUpTime,
  chooseConsumeType,
  closeGuestModal,
  openGuestModal,
  removeWithdrawnLine,
  requestSendOrder,
  resetChoice,
  startSocialLogin,
} from './checkout.actions';
import { applyEstimate, chooseDeliveryOption } from './checkout.delivery-actions';
import {
  checkoutSetup,
  emptyCheckoutTarget,
  estimateRequestOf,
  initialCheckoutContext,
  quoteConsumeType,
} from './checkout.setup';

/**
 * CHECKOUT (ordering.md §2 "Checkout", §4 "Consume type at checkout", "Open table order", §5 "Checkout validity",
 * "Pick-up time", §6 guest, §9 "Payments and points use", "Delivery charges", "Points promise"). A route flow
 * (system id `checkout`), spawned when CHECKOUT first opens; the screen sends `checkout.opened` with what it reads
 * from the cart, the current branch, the session, the points and the consume preference, and `checkout.closed`
 * when it leaves.
 *
 * While open: the stored table QR and the guest modal's drafts are read, the opening rules applied (QR table,
 * resets, automatic choice), then the open table order fetched and locked (until issue 13's active-orders
 * watcher); the cart is quoted by the server on every change that matters; the payment provider's name is fetched;
 * a guest sees the promo after 1 s and, once per draftOrderId, the registration modal after 2 s. 'Enviar orden'
 * checks validity and hands sendOrder the request synchronously. Every cart change goes to the cart flow through
 * its setters.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'closed',
  // Heard while closed too: the address screens answer before CHECKOUT opens again.
  on: { 'checkout.estimateHanded': { actions: 'storeHandedEstimate' } },
  states: {
    closed: {
      description: 'CHECKOUT is not on screen.',
      on: { 'checkout.opened': { target: 'open', actions: 'storeOpening' } },
    },
    open: {
      type: 'parallel',
      invoke: { id: 'watchSources', src: 'watchSources' },
      on: {
        'checkout.opened': { target: 'open', reenter: true, actions: 'storeOpening' },
        'checkout.closed': { target: 'closed', actions: 'forgetQuote' },
        'checkout.cartChanged': { actions: 'storeCart' },
        'checkout.pointsChanged': { actions: 'storePoints' },
        'checkout.pickUpTimeChanged': { actions: changePickUpTime },
        'checkout.lineRemoveRequested': { actions: removeWithdrawnLine },
        'checkout.sendRequested': [
          // The quote is asked again at once: a send sendorder refuses (a price or the balance changed since the
          // quote) comes back to CHECKOUT with the new figures and what changed, never to the refused total.
          { guard: 'canSend', actions: [requestSendOrder, 'markQuoteStale'] },
          { actions: 'markSendAttempted' },
        ],
        'checkout.focusMoved': { actions: 'clearFocusRequest' },
      },
      states: {
        preparing: {
          initial: 'checkingCart',
          states: {
            checkingCart: {
              always: [{ guard: 'hasNoProducts', target: 'emptyCart' }, { target: 'readingStorage' }],
            },
            emptyCart: {
              description:
                "No product to order (the order was just sent, or the URL typed): like ORDER_SUMMARY's empty cart, the branch home (or BASE without a branch) replaces CHECKOUT at once; nothing is read or fetched.",
              entry: { type: 'navigate', params: ({ context }) => emptyCheckoutTarget(context.branch) },
              // The diner is no longer on CHECKOUT: the flow closes as when leaving it.
              always: { target: '#checkout.closed' },
            },
            readingStorage: {
              description: "Session storage: 'qr_data' and the drafts the guest modal was shown for.",
              invoke: {
                id: 'readStoredState',
                src: 'readStoredState',
                onDone: {
                  target: 'checkingUser',
                  actions: { type: 'storeStored', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'checkingUser',
                  actions: {
                    type: 'logFailure',
                    // i18n-exempt: a developer's log line, never shown to a diner
                    params: ({ event }) => ({ what: 'reading storage', error: event.error }),
                  },
                },
              },
            },
            checkingUser: {
              entry: applyOpeningRules,
              always: [{ guard: 'hasUser', target: 'fetchingTableOrder' }, { target: 'ready' }],
            },
            fetchingTableOrder: {
              description: 'GET /pedido/active/{userId}: is there an open table order to add to?',
              invoke: {
                id: 'fetchActiveOrders',
                src: 'fetchActiveOrders',
                input: ({ context }) => ({ userId: context.user?._id ?? '' }),
                onDone: {
                  target: 'lockingTable',
                  actions: { type: 'storeTableOrder', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'logFailure',
                    // i18n-exempt: a developer's log line, never shown to a diner
                    params: ({ event }) => ({ what: 'the active orders', error: event.error }),
                  },
                },
              },
            },
            lockingTable: {
              entry: applyTableOrderLock,
              always: 'ready',
            },
            ready: {
              description: 'The chooser, the per-type content, the payment and the totals can be used.',
              on: {
                'checkout.consumeTypeChosen': {
                  guard: and(['isOfferedChoice', not('isLocked')]),
                  actions: chooseConsumeType,
                },
                'checkout.changeRequested': { guard: not('isLocked'), actions: resetChoice },
                'checkout.deliveryOptionChosen': {
                  guard: 'isOfferedDeliveryOption',
                  actions: chooseDeliveryOption,
                },
                'checkout.scanQrRequested': {
                  guard: not('isLocked'),
                  actions: { type: 'navigate', params: { to: ROUTES.CHECKOUT_SELECT_TABLE } },
                },
                'checkout.changeAddressRequested': {
                  actions: { type: 'navigate', params: { to: ROUTES.CHECKOUT_ADDRESS } },
                },
              },
            },
          },
        },
        quote: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'canQuote', target: 'quoting' }, { target: 'none' }],
            },
            none: {
              description: 'Nothing to quote yet (no lines, no user or no branch).',
              entry: 'forgetQuote',
              always: { guard: 'canQuote', target: 'quoting' },
            },
            quoting: {
              description: "POST /pedido/quote: the totals say 'Verificando precios…'.",
              entry: 'markQuoted',
              always: { guard: 'isQuoteStale', target: 'quoting', reenter: true },
              invoke: {
                id: 'quoteOrder',
                src: 'quoteOrder',
                input: ({ context }) => ({
                  cart: context.cart,
                  consumeType: quoteConsumeType(context),
                  userId: context.user?._id ?? '',
                  brandId: context.brandId,
                  branch: { id: context.branch?.id ?? '', storeId: context.branch?.storeId ?? '' },
                }),
                onDone: {
                  target: 'quoted',
                  actions: { type: 'storeQuote', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'storeQuoteError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            quoted: {
              description:
                "The server's Subtotal, Costo de envío, Descuento de envío, Descuento por puntos and 'Total a pagar'.",
              always: [
                { guard: not('canQuote'), target: 'none' },
                { guard: 'isQuoteStale', target: 'quoting' },
              ],
              initial: 'comparing',
              states: {
                comparing: {
                  description: 'The quote is compared with the cart the diner built, line by line.',
                  always: [
                    { guard: 'hasWithdrawnLines', target: 'withdrawn' },
                    { guard: 'hasPriceChanges', target: 'pricesChanged' },
                    { target: 'current' },
                  ],
                },
                current: { description: 'The server priced every line as the cart shows it.' },
                pricesChanged: {
                  description:
                    "Some line costs otherwise than when the cart was built: the message names each line with its old and new amount; the totals are the new ones and 'Enviar orden' sends at them.",
                },
                withdrawn: {
                  description:
                    "A product is no longer available: its line is marked with 'Quitar' and 'Enviar orden' is blocked until it is removed (the quote asks again after the removal).",
                },
              },
            },
            failed: {
              description:
                "The server refused the quote (its message shows) or did not answer: 'Reintentar'; the connection coming back (the browser's online event) asks again on its own.",
              always: [
                { guard: not('canQuote'), target: 'none' },
                { guard: 'isQuoteStale', target: 'quoting' },
              ],
              invoke: { id: 'watchConnection', src: 'watchConnection' },
              on: { 'checkout.quoteRetried': 'quoting', 'checkout.connectionRestored': 'quoting' },
            },
          },
        },
        deliveryEstimate: {
          initial: 'idle',
          states: {
            idle: {
              description:
                'Delivery with an address: once the server quoted the cart, its subtotal and quantity are estimated.',
              always: {
                guard: and([stateIn('#checkout.open.quote.quoted'), 'isEstimateStale']),
                target: 'estimating',
              },
            },
            estimating: {
              description:
                "POST /pedido/delivery/estimate with the quoted subtotal: the options ('Moto', 'Auto' …) and their prices.",
              entry: 'markEstimated',
              always: {
                guard: and([stateIn('#checkout.open.quote.quoted'), 'isEstimateStale']),
                target: 'estimating',
                reenter: true,
              },
              invoke: {
                id: 'estimateDelivery',
                src: 'estimateDelivery',
                input: ({ context }) =>
                  estimateRequestOf(context) as NonNullable<ReturnType<typeof estimateRequestOf>>,
                // The cart keeps its option at the estimate's price, or the first option when its own is no
                // longer offered.
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeDeliveryOptions', params: ({ event }) => event.output },
                    // Typed for the flow's own events; it reads only the context the action before stored.
                    applyEstimate as never,
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetDeliveryOptions',
                    {
                      type: 'logFailure',
                      // i18n-exempt: a developer's log line, never shown to a diner
                      params: ({ event }) => ({ what: 'the delivery estimate', error: event.error }),
                    },
                  ],
                },
              },
            },
          },
        },
        paymentConfig: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchPaymentsConfig',
                src: 'fetchPaymentsConfig',
                input: ({ context }) => ({ brandId: context.brandId }),
                onDone: {
                  target: 'known',
                  actions: { type: 'storeProviderName', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'known',
                  actions: {
                    type: 'logFailure',
                    // i18n-exempt: a developer's log line, never shown to a diner
                    params: ({ event }) => ({ what: 'the payments config', error: event.error }),
                  },
                },
              },
            },
            known: {
              description: "The provider's name labels the payment method for takeaway and delivery.",
            },
          },
        },
        guest: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'isGuest', target: 'prompting' }, { target: 'none' }],
            },
            none: { description: 'A registered diner: no promo, no modal.' },
            prompting: {
              type: 'parallel',
              states: {
                promo: {
                  initial: 'waiting',
                  states: {
                    waiting: { after: { guestPromo: 'shown' } },
                    shown: {
                      description:
                        "'¡Este beneficio es solo para ti! 🎁 Regístrate antes de pagar y recibe ${total × (PercentagePoints or 10)/100} en puntos de forma exclusiva.'",
                    },
                  },
                },
                modal: {
                  initial: 'waiting',
                  states: {
                    waiting: {
                      after: {
                        guestModal: [
                          { guard: 'wasGuestModalShown', target: 'skipped' },
                          { target: 'shown', actions: openGuestModal },
                        ],
                      },
                    },
                    skipped: { description: 'Already shown for this draftOrderId.' },
                    shown: {
                      description:
                        "'¡Mejorá tu experiencia!' with 'Registrarme con {provider}' and 'Continuar sin registrarme'.",
                      on: {
                        'checkout.guestRegisterRequested': {
                          target: 'done',
                          actions: [closeGuestModal, startSocialLogin],
                        },
                        'checkout.guestContinued': { target: 'done', actions: closeGuestModal },
                      },
                    },
                    done: {},
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
