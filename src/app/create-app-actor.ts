import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { appMachine } from '@/machines/app/app.machine';
import { sessionMachine } from '@/machines/session/session.machine';
import type { Brand } from '@/machines/types';
import type { Api } from '../adapters/http';
import type { PersistedStorage } from '../adapters/persistence';

export interface AppAdapters {
  api: Api;
  storage: PersistedStorage;
  inspect?: (event: InspectionEvent) => void;
  domain: string;
  preloadedBrand: Brand | null;
  viewportWidth: number;
}

/** The injection point: the app's real adapters become the machines' actors. */
export function createAppActor({
  api,
  storage,
  inspect,
  domain,
  preloadedBrand,
  viewportWidth,
}: AppAdapters) {
  const machine = appMachine.provide({
    actors: {
      loadPersistedState: fromPromise(() => storage.load()),
      fetchBrand: fromPromise<Brand, { domain: string }>(({ input }) => api.fetchBrand(input.domain)),
      session: sessionMachine.provide({
        actors: {
          createGuest: fromPromise(({ input }: { input: { brandId: string } }) =>
            api.createGuest(input.brandId),
          ),
        },
      }),
    },
  });
  return createActor(machine, {
    systemId: 'app',
    inspect,
    input: { domain, preloadedBrand, viewportWidth },
  });
}
