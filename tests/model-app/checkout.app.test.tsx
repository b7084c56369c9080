// @vitest-environment happy-dom
import { createCheckoutAppModel } from '@/machines/checkout/checkout.app-model';
// The cart and checkout route groups (ORDER_SUMMARY, CHECKOUT), loaded before the clock is faked (React.lazy finds
// them in the module cache).
import '@/src/app/route-groups/cart-screens';
import '@/src/app/route-groups/checkout-screens';
import { describeAppModel } from './describe-app-model';
import { installPaymentBrowser } from './payment-browser';

installPaymentBrowser();
/** The guest modal's drafts (§6, once per draftOrderId) live in session storage, reached through this area. */
describeAppModel(
  createCheckoutAppModel({
    read: (key) => sessionStorage.getItem(key),
    write: (key, value) => sessionStorage.setItem(key, value),
    remove: (key) => sessionStorage.removeItem(key),
  }),
);
