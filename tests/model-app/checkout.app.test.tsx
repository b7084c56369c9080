// @vitest-environment happy-dom
import { describe, it, vi } from 'vitest';
import { createCheckoutAppModel } from '@/machines/checkout/checkout.app-model';
import { checkoutModel } from '@/machines/checkout/checkout.model';
// The cart and checkout route groups (ORDER_SUMMARY, CHECKOUT), loaded before the clock is faked (React.lazy finds
// them in the module cache).
import '@/src/app/route-groups/cart-screens';
import '@/src/app/route-groups/checkout-screens';
import { runAppPath } from './app-runner';
import { describeAppModel } from './describe-app-model';
import { walkOf } from './hand-walk';
import { installPaymentBrowser } from './payment-browser';

installPaymentBrowser();
/**
 * The guest modal's drafts (§6, once per draftOrderId) live in local storage, reached through this area; the
 * faked clock is set to the path's start (the pick-up times of §5 are judged from it).
 */
const appModel = createCheckoutAppModel(
  {
    read: (key) => localStorage.getItem(key),
    write: (key, value) => localStorage.setItem(key, value),
    remove: (key) => localStorage.removeItem(key),
  },
  (instant) => vi.setSystemTime(new Date(instant)),
);
describeAppModel(appModel);

const ready = ['The browser holds no table QR', 'The server answers no active orders'];
const deliveryMoto = "Choose 'Delivery', then the saved address 'Casa'";
const deliveryNoOption = "Choose 'Delivery', then 'Casa' on 'Datos de entrega' when the estimate offers no";
const send = "Tap 'Enviar orden'";

describe('checkout on the real app: the validity of §5 on the paths a diner walks to it', () => {
  const walks = [
    // The delivery to 'Casa' quoted with its shipping, below the $ 12.000 minimum.
    [deliveryMoto, ...ready, 'The server quotes the cart as sent', send],
    // The estimate offered no option for 'Casa'.
    [deliveryNoOption, ...ready, 'The server quotes the cart as sent', send],
    // A pick-up time 10 minutes ahead: its own message, at the field, also after 'Enviar orden'.
    ["Tap 'Confirmar orden'", 'Type today 12:10', ...ready, 'The server quotes the cart as sent', send],
    // A valid pick-up time: the processing screen replaces CHECKOUT.
    ["Tap 'Confirmar orden'", 'Type today 13:00', ...ready, 'The server quotes the cart as sent', send],
    // Lucía's Provoleta to take away with her 2.000 points (§9: $ 300 paid, 1.900 points): the generator reaches the
    // quote by the guest's opening (the same chart states), which the app cannot do with her cart.
    [
      "Tap 'Confirmar orden' as Lucía",
      'The browser holds no table QR',
      'The server answers no active orders',
      "The server quotes Lucía's Provoleta",
    ],
  ];
  walks.forEach((words, i) => {
    const path = walkOf(checkoutModel, 101 + i, words);
    it(`walk ${path.index}: ${path.title}`, () => runAppPath(appModel, path), 30_000);
  });
});
