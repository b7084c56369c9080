import { fromPromise } from 'xstate';
import { type CatalogueKey, catalogueMachine } from '@/machines/catalogue/catalogue.machine';
import type { Catalogue } from '@/machines/catalogue/catalogue.types';
import { type OrderedProduct, readOrderedProducts } from '@/machines/menu-browsing/last-orders';
import { menuBrowsingMachine } from '@/machines/menu-browsing/menu-browsing.machine';
import { prepareSearch } from '@/machines/menu-browsing/menu-rules';
import type { CatalogueApi } from '../adapters/catalogue-api';
import { type CatalogueCache, indexedDbCatalogueCache } from '../adapters/catalogue-cache';
import type { HttpCall } from '../adapters/http';
import { recallLastOrders, rememberLastOrders } from '../adapters/last-orders-memory';
import { leaveGuardHistoryActor } from '../adapters/leave-guard-history';
import { navigateAction } from '../adapters/navigation';
import { createOrderHistoryApi } from '../adapters/order-history-api';
import { whenIdle } from '../adapters/when-idle';

// i18n-exempt: console logs for developers, never shown to a diner.
const logTrackingFailure = (what: string) => (error: unknown) =>
  console.error(`tracking: the ${what} could not be recorded`, error);

/**
 * The catalogue (IndexedDB cache) and menu browsing (navigation, tracking) with the app's real calls: route
 * flows, loaded with the menu screens' group (src/app/route-flows.ts). Tracking calls are fire and forget: a
 * failure is logged, the diner sees nothing.
 */
/**
 * A menu's search texts normalised once the browser is idle after it arrives (from the server or this device's
 * copy), so the diner's first query is as quick as the next ones (issue 11 "Speed at scale"; menu-rules.ts).
 */
function prepareSearchWhenIdle<T extends Catalogue | null>(catalogue: T): T {
  if (catalogue) whenIdle(() => prepareSearch(catalogue));
  return catalogue;
}

export function provideCatalogueFlow(api: CatalogueApi, cache: CatalogueCache = indexedDbCatalogueCache) {
  return catalogueMachine.provide({
    actors: {
      readCachedCatalogue: fromPromise<Catalogue | null, CatalogueKey>(async ({ input }) => {
        try {
          return prepareSearchWhenIdle(((await cache.read(input)) as Catalogue | null) ?? null);
        } catch (error) {
          console.error('catalogue: the cached menu could not be read', error);
          return null;
        }
      }),
      fetchCatalogue: fromPromise<Catalogue, CatalogueKey>(async ({ input }) =>
        prepareSearchWhenIdle(await api.fetchCatalogue(input)),
      ),
    },
    actions: {
      writeCachedCatalogue: (_, params) => {
        cache
          .write(params.key, params.catalogue)
          .catch((error) => console.error('catalogue: the menu could not be cached', error));
      },
    },
  });
}

export function provideMenuBrowsingFlow(api: CatalogueApi & { call: HttpCall }) {
  const history = createOrderHistoryApi(api.call);
  return menuBrowsingMachine.provide({
    actors: {
      // The browser's back out of the branch home goes through the leave guard (a guard history entry).
      leaveHistory: leaveGuardHistoryActor,
      // 'Tus últimos pedidos': the diner's own history (GET /pedido/usuario/{userId}), not the cached menu.
      fetchLastOrders: fromPromise<OrderedProduct[], { userId: string }>(async ({ input }) =>
        readOrderedProducts(await history.fetchOrderHistory(input.userId)),
      ),
      // The list this device remembered (local storage), shown until the history answers: no layout shift.
      recallLastOrders: fromPromise<OrderedProduct[], { userId: string }>(async ({ input }) =>
        recallLastOrders(input.userId),
      ),
    },
    actions: {
      navigate: navigateAction,
      rememberLastOrders: (_, remembered) => rememberLastOrders(remembered),
      recordMenuVisit: (_, visit) => {
        // i18n-exempt: a console log's subject, never shown to a diner.
        api.recordMenuVisit(visit).catch(logTrackingFailure('menu visit'));
      },
      reportAbandonedCart: (_, cart) => {
        // i18n-exempt: a console log's subject, never shown to a diner.
        api.reportAbandonedCart(cart).catch(logTrackingFailure('abandoned cart'));
      },
    },
  });
}
