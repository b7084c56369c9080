// @vitest-environment happy-dom
import { vi } from 'vitest';
import { createCheckoutPreferencesAppModel } from '@/machines/checkout/checkout-preferences.app-model';
// The cart and checkout route groups (ORDER_SUMMARY, CHECKOUT), loaded before the clock is faked (React.lazy finds
// them in the module cache).
import '@/src/app/route-groups/cart-screens';
import '@/src/app/route-groups/checkout-screens';
import { describeAppModel } from './describe-app-model';
import { installPaymentBrowser } from './payment-browser';

installPaymentBrowser();
/**
 * CHECKOUT's second model on the real app: a saved consume preference ('Debe ingresar su mesa', 'Debe seleccionar
 * una dirección de entrega') and a branch with every system off ('No disponible'); the faked clock is set to the
 * path's start.
 */
describeAppModel(createCheckoutPreferencesAppModel((instant) => vi.setSystemTime(new Date(instant))));
