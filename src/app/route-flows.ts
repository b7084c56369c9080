import { type AnyActorLogic, type AnyActorRef, type AnyEventObject, fromCallback, waitFor } from 'xstate';
import type { RouteFlowId, RouteFlows } from '@/machines/app/app-flows';
import type { Api } from '../adapters/http';
import type { GeolocationAdapter } from './branch-flows';
import { nextTask } from './next-task';

/** What a route flow's provided logic may need from the app. */
export interface RouteFlowDeps {
  api: Api;
  /** The diner's position for BASE (default: navigator.geolocation and the permissions API). */
  geolocation?: GeolocationAdapter;
}

/**
 * Where each route flow's code comes from (machines/app/app-flows.ts `RouteFlows`): the route group its
 * screens are in, so the flow arrives with the screen's chunk (no second request) and stays out of the first
 * screen's. A flow moved to `RouteFlows` gets its line here (the type asks for it).
 */
export const ROUTE_FLOW_LOADERS: {
  [K in RouteFlowId]: (deps: RouteFlowDeps) => Promise<RouteFlows[K]>;
} = {
  signIn: ({ api }) => import('./route-groups/auth-screens').then((m) => m.provideSignInFlow(api)),
  signUp: ({ api }) => import('./route-groups/account-screens').then((m) => m.provideSignUpFlow(api)),
  passwordRecovery: ({ api }) =>
    import('./route-groups/account-screens').then((m) => m.providePasswordRecoveryFlow(api)),
  support: ({ api }) => import('./route-groups/profile-screens').then((m) => m.provideSupportFlow(api)),
  catalogue: ({ api }) => import('./route-groups/menu-screens').then((m) => m.provideCatalogueFlow(api)),
  menuBrowsing: ({ api }) =>
    import('./route-groups/menu-screens').then((m) => m.provideMenuBrowsingFlow(api)),
  orderPreparation: ({ api }) =>
    import('./route-groups/product-screens').then((m) => m.provideProductFlow(api)),
  sendOrder: ({ api }) => import('./route-groups/checkout-screens').then((m) => m.provideSendOrderFlow(api)),
  addressSearch: ({ api }) =>
    import('./route-groups/checkout-screens').then((m) => m.provideAddressSearchFlow(api)),
  // Its own small chunk: at load with a stored payment id it runs without any checkout screen.
  paymentVerification: ({ api }) =>
    import('./payment-verification-flow').then((m) => m.providePaymentVerificationFlow(api)),
  qrScanner: ({ api }) => import('./route-groups/checkout-screens').then((m) => m.provideQrScannerFlow(api)),
  checkout: ({ api }) => import('./route-groups/checkout-screens').then((m) => m.provideCheckoutFlow(api)),
  // Its own chunk: opened at start once the session has a user, whatever the screen.
  activeOrders: ({ api }) => import('./active-orders-flow').then((m) => m.provideActiveOrdersFlow(api)),
  orderHistory: ({ api }) =>
    import('./route-groups/orders-screens').then((m) => m.provideOrderHistoryFlow(api)),
  // Chunks of their own, out of the first screen's: opened at start (a restored order, the profile prompt), by
  // a message to the cart, or by a flow that needs the cart (below).
  cart: ({ api }) => import('./cart-flows').then((m) => m.provideCartFlow(api).cart),
  profileCompletion: ({ api }) =>
    import('./profile-completion-flow').then((m) => m.provideProfileCompletionFlow(api)),
  // With BASE's screen (fetched as soon as there is a user): opened by BASE or by a message to its mailbox.
  branchSelection: ({ api, geolocation }) =>
    import('./route-groups/base-screens').then((m) => m.provideBranchSelectionFlow(api, geolocation)),
};

/**
 * The flows a route flow reads at once when it starts (a snapshot, a subscription: menuBrowsing follows the
 * cart's products, checkout its lines, paymentVerification its draft id): it is spawned only once they run.
 * Opening it opens them too. Flows that only send to the cart need nothing here: its mailbox keeps their events.
 */
export const REQUIRED_FLOWS: { [K in RouteFlowId]?: readonly RouteFlowId[] } = {
  menuBrowsing: ['cart'],
  orderPreparation: ['cart'],
  checkout: ['cart'],
  sendOrder: ['cart'],
  paymentVerification: ['cart'],
  addressSearch: ['cart'],
  qrScanner: ['cart'],
};

type AppView = { children: Record<string, unknown>; context: { loadingFlows: Record<string, unknown> } };

/**
 * Opens each required flow (through the root: a flow running or loading is left as it is) and resolves once they
 * all run; rejects when one's code could not be loaded (its opening failed).
 */
function whenRunning(
  system: { get: (id: string) => unknown },
  flows: readonly RouteFlowId[],
  sendBack: (event: AnyEventObject) => void,
): Promise<unknown> {
  const app = system.get('app') as AnyActorRef | undefined;
  if (!app || flows.length === 0) return Promise.resolve();
  return Promise.all(
    flows.map(async (flow) => {
      sendBack({ type: 'app.flowOpened', flow });
      let seenLoading = false;
      const settled = await waitFor(app, (snapshot) => {
        const { children, context } = snapshot as AppView;
        if (children[flow]) return true;
        if (flow in context.loadingFlows) seenLoading = true;
        return seenLoading && !(flow in context.loadingFlows);
      });
      if (!(settled as AppView).children[flow])
        throw new Error(`the "${flow}" flow it needs could not be loaded`);
    }),
  );
}

/**
 * How a route flow's code is fetched: by default the dynamic import itself (`load`); a test stand-in may hold or
 * fail it (offline while the chunk is fetched).
 */
export type RouteCodeFetch = (
  flow: RouteFlowId,
  load: () => Promise<AnyActorLogic>,
) => Promise<AnyActorLogic>;

/**
 * The root actor's `loadRouteFlow` actor: loads the flow's code and sends back `app.flowLoaded` with its
 * machine logic, or `app.flowLoadFailed` (offline, a deploy replaced the chunk).
 */
export function routeFlowLoader(deps: RouteFlowDeps, fetchCode: RouteCodeFetch = (_, load) => load()) {
  return fromCallback<AnyEventObject, { flow: RouteFlowId }>(({ input, sendBack, system }) => {
    let stopped = false;
    const load = ROUTE_FLOW_LOADERS[input.flow] as (deps: RouteFlowDeps) => Promise<AnyActorLogic>;
    // The import starts in a task of its own: not in the one that opened the flow (the boot's render, a screen's).
    const code = fetchCode(input.flow, () => nextTask().then(() => load(deps)));
    Promise.all([code, whenRunning(system, REQUIRED_FLOWS[input.flow] ?? [], sendBack)]).then(
      ([logic]) => {
        if (!stopped) sendBack({ type: 'app.flowLoaded', flow: input.flow, logic });
      },
      (error: unknown) => {
        if (!stopped) sendBack({ type: 'app.flowLoadFailed', flow: input.flow, error });
      },
    );
    return () => {
      stopped = true;
    };
  });
}
