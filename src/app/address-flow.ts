import { fromPromise } from 'xstate';
import { addressSearchMachine } from '@/machines/address-search/address-search.machine';
import { createMapsProvider, type MapsProvider } from '../adapters/maps-provider';
import { navigateAction } from '../adapters/navigation';
import type { RouteApi as Api } from '../adapters/route-apis';

/**
 * The address search's flow with the app's real calls, maps provider and navigation. A route flow
 * (machines/app/app-flows.ts `RouteFlows`): provided when the checkout route group's code loads
 * (src/app/route-flows.ts), spawned by the root actor when CHECKOUT_ADDRESS or CHECKOUT_SEARCH_ADDRESS first opens.
 */
export function provideAddressSearchFlow(api: Api, maps: MapsProvider = createMapsProvider(api)) {
  return addressSearchMachine.provide({
    actors: {
      fetchSavedAddresses: fromPromise(({ input }: { input: { brandId: string; userId: string } }) =>
        api.fetchSavedAddresses(input.brandId, input.userId),
      ),
      loadMapsProvider: fromPromise(() => maps.load()),
      searchAddresses: fromPromise(({ input }: { input: { query: string } }) => maps.search(input.query)),
      fetchPlace: fromPromise(({ input }: { input: { placeId: string } }) => maps.place(input.placeId)),
      saveAddress: fromPromise(({ input }) => api.saveAddress(input)),
      estimateDelivery: fromPromise(({ input }) => api.estimateDelivery(input)),
    },
    actions: { navigate: navigateAction },
  });
}
