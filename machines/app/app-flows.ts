import type { ActorRefFrom, InputFrom } from 'xstate';
import type { activeOrdersMachine } from '../active-orders/active-orders.machine';
import type { addressSearchMachine } from '../address-search/address-search.machine';
import type { branchSelectionMachine } from '../branches/branch-selection.machine';
import { startingPreferences } from '../branches/branch-selection.rules';
import type { cartMachine } from '../cart/cart.machine';
import type { catalogueMachine } from '../catalogue/catalogue.machine';
import type { checkoutMachine } from '../checkout/checkout.machine';
import { currentBranchMachine } from '../current-branch/current-branch.machine';
import type { LanguageStart } from '../language/language.context';
import { languageMachine } from '../language/language.machine';
import { layoutMachine } from '../layout/layout.machine';
import type { menuBrowsingMachine } from '../menu-browsing/menu-browsing.machine';
import type { orderHistoryMachine } from '../order-history/order-history.machine';
import type { orderPreparationMachine } from '../order-preparation/order-preparation.machine';
import type { passwordRecoveryMachine } from '../password-recovery/password-recovery.machine';
import type { paymentVerificationMachine } from '../payment-verification/payment-verification.machine';
import { pointsMachine } from '../points/points.machine';
import type { profileCompletionMachine } from '../profile-completion/profile-completion.machine';
import type { qrScannerMachine } from '../qr-scanner/qr-scanner.machine';
import { parseUrl } from '../rules/entry';
import type { sendOrderMachine } from '../send-order/send-order.machine';
import { sessionMachine } from '../session/session.machine';
import type { signInMachine } from '../sign-in/sign-in.machine';
import type { signUpMachine } from '../sign-up/sign-up.machine';
import { socialLoginMachine } from '../social-login/social-login.machine';
import type { supportMachine } from '../support/support.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import type { Brand } from '../types';
import type { PersistedState } from './persisted-state';

/**
 * The long-lived flows the root actor spawns once the brand is known, in this order, each with the system
 * id and child id of its key. A new flow is added here (and its input below); views reach it with
 * `useFlowRef('<id>')`, other flows with `system.get('<id>')`.
 */
export const APP_FLOWS = {
  toasts: toastsMachine,
  layout: layoutMachine,
  session: sessionMachine,
  socialLogin: socialLoginMachine,
  points: pointsMachine,
  language: languageMachine,
  currentBranch: currentBranchMachine,
} as const;

/**
 * The flows loaded with their route group instead of at start (docs/architecture.md "Who starts a form
 * flow"): the root actor spawns each, with the system id and child id of its key, when its screen first
 * opens (`app.flowOpened`) and its code has arrived (`app.flowLoaded`, from the `loadRouteFlow` actor the app
 * provides: src/app/route-flows.ts), then keeps it for the rest of the visit. Only the machine's type is
 * named here, so its code stays out of the first screen's chunk. Moving a flow here from APP_FLOWS is this
 * one line (with `import type`) plus its loader in src/app/route-flows.ts.
 */
export interface RouteFlows {
  support: typeof supportMachine;
  signIn: typeof signInMachine;
  signUp: typeof signUpMachine;
  passwordRecovery: typeof passwordRecoveryMachine;
  catalogue: typeof catalogueMachine;
  menuBrowsing: typeof menuBrowsingMachine;
  orderPreparation: typeof orderPreparationMachine;
  sendOrder: typeof sendOrderMachine;
  addressSearch: typeof addressSearchMachine;
  paymentVerification: typeof paymentVerificationMachine;
  qrScanner: typeof qrScannerMachine;
  checkout: typeof checkoutMachine;
  activeOrders: typeof activeOrdersMachine;
  orderHistory: typeof orderHistoryMachine;
  profileCompletion: typeof profileCompletionMachine;
  cart: typeof cartMachine;
  branchSelection: typeof branchSelectionMachine;
}

/**
 * Route flows the root actor opens as soon as the brand is known (their code loads after the first screen's,
 * beside it), when the predicate says so; the others wait for their screen or a message (below).
 * - profileCompletion: always (its prompt opens 1 s after it runs, accounts.md §4.7);
 * - cart: when a saved order was restored, so the checkout bar and the order are there on every route.
 */
export const FLOWS_OPENED_AT_START: { [K in RouteFlowId]?: (ctx: FlowSpawnContext) => boolean } = {
  profileCompletion: () => true,
  cart: ({ restored }) => restored.order != null,
};

/**
 * Route flows other flows send to through the system (`system.get('cart')`) before they may run: until the flow
 * is spawned, a mailbox holds its system id, and every event sent to it opens the flow (loading its code) and is
 * handed to it, in order, once it runs. Nothing sent to the cart before its code arrives is lost; nor is the
 * active-orders watcher's `branchSelection.activeOrderBranchChanged` to BASE's flow (loaded with BASE's chunk).
 */
export const MAILBOX_FLOWS: readonly RouteFlowId[] = ['cart', 'branchSelection'];
export const flowMailboxId = (flow: RouteFlowId) => `mailbox.${flow}`;

export type RouteFlowId = keyof RouteFlows;
export type StartFlowId = keyof typeof APP_FLOWS;
export type AppFlowId = StartFlowId | RouteFlowId;
type AppFlowMachinesById = typeof APP_FLOWS & RouteFlows;
export type AppFlowRef<K extends AppFlowId> = ActorRefFrom<AppFlowMachinesById[K]>;

/** What the root actor knows when it spawns the flows. */
export interface FlowSpawnContext {
  brand: Brand;
  restored: PersistedState;
  viewportWidth: number;
  /** The URL the app was opened with (entry handling and the social login return). */
  initialUrl: string;
  /** The language flow's start values besides the saved slice (API key, preferredLanguage, consent, online). */
  languageStart: LanguageStart;
  /** How long the server's splash had been on screen when the app started (the layout's 2 s count from it). */
  splashShownMs: number;
}

export const FLOW_INPUTS: { [K in AppFlowId]: (ctx: FlowSpawnContext) => InputFrom<AppFlowMachinesById[K]> } =
  {
    toasts: () => undefined,
    layout: ({ viewportWidth, restored, splashShownMs }) => ({
      viewportWidth,
      restored: restored.layout,
      splashShownMs,
    }),
    session: ({ brand, restored, initialUrl }) => ({
      brandId: brand._id,
      // A user saved under another brand is no session for this one.
      user: restored.user?.idMarca === brand._id ? restored.user : null,
      initialUrl,
      multipleMenu: brand.multipleMenu,
      businessType: brand.businessType === 'b2b' ? 'b2b' : 'b2c',
    }),
    socialLogin: ({ brand, initialUrl }) => ({
      brandId: brand._id,
      providerName: brand.socialLoginProvider,
      initialUrl,
    }),
    // Follows the session's user through the system; starts from the same restored user.
    profileCompletion: ({ brand, restored }) => ({
      brandId: brand._id,
      businessType: brand.businessType === 'b2b' ? 'b2b' : 'b2c',
      user: restored.user?.idMarca === brand._id ? restored.user : null,
    }),
    // Follows the session's user through the system, like profileCompletion.
    points: ({ brand, restored }) => ({ user: restored.user?.idMarca === brand._id ? restored.user : null }),
    support: () => undefined,
    signIn: ({ brand }) => ({ brandId: brand._id }),
    signUp: ({ brand }) => ({ brandId: brand._id }),
    passwordRecovery: ({ brand }) => ({ brandId: brand._id }),
    language: ({ restored, languageStart }) => ({ ...languageStart, restored: restored.language }),
    // The order slice through the cart's parser; prices were resolved for the saved consume preference (as
    // branchSelection starts from it: none when multipleMenu is off), later choices arrive as events.
    cart: ({ brand, restored }) => ({
      brandId: brand._id,
      businessType: brand.businessType === 'b2b' ? 'b2b' : 'b2c',
      restored: restored.order,
      preferredConsumeType: startingPreferences(restored.consumePreferences, brand.multipleMenu).preferences
        .preferredConsumeType,
      user: restored.user?.idMarca === brand._id ? restored.user : null,
    }),
    branchSelection: ({ brand, restored }) => ({
      brandId: brand._id,
      multipleMenu: brand.multipleMenu,
      restoredPreferences: restored.consumePreferences,
    }),
    currentBranch: ({ brand, restored }) => ({ brandId: brand._id, restored: restored.branch }),
    // Follows the current branch, the language and the session's user through the system.
    catalogue: ({ brand }) => ({ brandId: brand._id }),
    menuBrowsing: ({ brand }) => ({ brandId: brand._id }),
    // Started by the product screen's orderPreparation.opened (route, price context, edited line).
    orderPreparation: () => undefined,
    // Started by checkout's 'Enviar orden' (sendOrder.requested with the request).
    sendOrder: () => undefined,
    // Reset by CHECKOUT_ADDRESS / CHECKOUT_SEARCH_ADDRESS opening (with the diner, the branch and the cart's totals).
    addressSearch: ({ brand }) => ({ brandId: brand._id }),
    // Started by sendOrder (mode 'processing') or at load with a stored 'idOrder…' key (mode 'background').
    paymentVerification: () => undefined,
    // Reset by CHECKOUT_SELECT_TABLE's qrScanner.opened (with the current branch).
    qrScanner: () => undefined,
    // Reset by CHECKOUT's checkout.opened (cart, branch, user, points, preference); the brand's settings here.
    checkout: ({ brand, initialUrl }) => ({
      brandId: brand._id,
      businessType: brand.businessType === 'b2b' ? 'b2b' : 'b2c',
      deliveryConditions: {
        porcentajeMarca: Number(brand.deliveryCondiciones?.porcentajeMarca) || 0,
        porcentajeUsuario: Number(brand.deliveryCondiciones?.porcentajeUsuario) || 0,
        minimoGratis: Number(brand.deliveryCondiciones?.minimoGratis) || 0,
        minimoCompra: Number(brand.deliveryCondiciones?.minimoCompra) || 0,
      },
      paymentProviderName: brand.paymentProviderName ?? null,
      origin: parseUrl(initialUrl)?.origin ?? '',
    }),
    // Opened by the app once the session has a user (src/adapters/active-orders-start.ts); follows that user.
    activeOrders: ({ brand, restored }) => ({
      user: restored.user?.idMarca === brand._id ? restored.user : null,
    }),
    // Opened by PROFILE_ORDERS (orderHistory.opened, with the user) and the detail (orderDetail.opened).
    orderHistory: () => undefined,
  };
