import { fromPromise } from 'xstate';
import type { ProductDetail } from '@/machines/catalogue/catalogue.types';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { orderPreparationMachine } from '@/machines/order-preparation/order-preparation.machine';
import type { FetchProductInput } from '@/machines/order-preparation/order-preparation.setup';
import { navigateAction } from '../adapters/navigation';
import type { ProductApi } from '../adapters/product-api';
import { savedPreparationStorage } from '../adapters/saved-preparation-storage';

/**
 * The orderPreparation flow with the app's calls and navigation (added in create-app-actor.ts). The
 * product visit is fire and forget: a failed tracking call is logged, never shown.
 */
export function provideProductFlow(api: ProductApi) {
  return orderPreparationMachine.provide({
    actors: {
      fetchProduct: fromPromise<ProductDetail, FetchProductInput>(({ input }) => api.fetchProduct(input)),
      readSavedPreparation: neverRejectingRead<unknown>(
        'orderPreparation',
        'readSavedPreparation',
        null,
        () => savedPreparationStorage.read(),
      ),
    },
    actions: {
      navigate: navigateAction,
      goBack: () => window.history.back(),
      // The preparation kept across a reload (session storage); a record that no longer fits is logged.
      savePreparation: (_, { saved }) => savedPreparationStorage.write(saved),
      forgetSavedPreparation: () => savedPreparationStorage.forget(),
      reportDiscardedPreparation: (_, { reason }) => {
        console.warn('order preparation: the saved preparation was discarded', reason);
      },
      recordProductVisit: (_, visit) => {
        api.recordProductVisit(visit).catch((error: unknown) => {
          console.warn('product visit not recorded', error);
        });
      },
    },
  });
}
