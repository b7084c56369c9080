import { fromPromise } from 'xstate';
import {
  branchSelectionMachine,
  type FetchBranchesInput,
  type OpeningState,
  openingStateReader,
} from '@/machines/branches/branch-selection.machine';
import type { GeolocationRequestKind, Position } from '@/machines/branches/branch-selection.rules';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import { savedPreparationKey } from '@/machines/order-preparation/saved-preparation-key';
import { LOCAL_KEYS, SESSION_KEYS } from '@/machines/rules/storage-keys';
import type { BranchesApi } from '../adapters/branches-api';
import { APP_KEYS as keys, local, STORAGE_PREFIX, session } from '../adapters/browser-storage';
import { locate, readLocationPermission } from '../adapters/geolocation';
import { navigateAction } from '../adapters/navigation';

/** Where the browser's position comes from (tests inject a stand-in). */
export interface GeolocationAdapter {
  locate(kind: GeolocationRequestKind): Promise<Position>;
  readPermission(): Promise<OpeningState['permission']>;
}

export const browserGeolocation: GeolocationAdapter = {
  locate: (kind) => locate(kind),
  readPermission: () => readLocationPermission(),
};

/**
 * The branchSelection flow with the app's real calls, storage, geolocation and navigation: a route flow loaded
 * with BASE's screen (src/app/route-groups/base-screens.ts), not in the first screen's chunk.
 */
export function provideBranchSelectionFlow(
  api: BranchesApi,
  geolocation: GeolocationAdapter = browserGeolocation,
) {
  return branchSelectionMachine.provide({
    actors: {
      readOpeningState: openingStateReader(async () => ({
        hasReturnPath: Boolean(local.get(keys.authPathname)),
        permission: await geolocation.readPermission(),
      })),
      fetchBranches: fromPromise<Branch[], FetchBranchesInput>(({ input }) => api.fetchBranches(input)),
      locate: fromPromise<Position, { kind: GeolocationRequestKind }>(({ input }) =>
        geolocation.locate(input.kind),
      ),
    },
    actions: {
      setLocalModeFlags: (_, params) => {
        for (const mode of params.modes) local.set(LOCAL_KEYS[mode], 'true');
      },
      removeQrData: () => session.remove(SESSION_KEYS.qrData),
      forgetSavedPreparation: () => session.remove(savedPreparationKey(STORAGE_PREFIX)),
      navigate: navigateAction,
    },
  });
}
