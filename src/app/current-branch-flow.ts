import { fromPromise } from 'xstate';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import {
  currentBranchMachine,
  type FetchBranchInput,
} from '@/machines/current-branch/current-branch.machine';
import type { CatalogueApi } from '../adapters/catalogue-api';

/** The current branch with the app's real call (spawned at start: BASE hands it the chosen branch). */
export function provideCurrentBranchFlow(api: CatalogueApi) {
  return {
    currentBranch: currentBranchMachine.provide({
      actors: {
        fetchBranch: fromPromise<Branch, FetchBranchInput>(({ input }) =>
          api.fetchBranch(input.brandId, input.storeId, input.language),
        ),
      },
    }),
  };
}
