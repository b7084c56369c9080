import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { appMachine } from '@/machines/app/app.machine';
import type { LanguageStart } from '@/machines/language/language.context';
import { layoutMachine } from '@/machines/layout/layout.machine';
import { type FetchPointsInput, pointsMachine } from '@/machines/points/points.machine';
import type { Brand } from '@/machines/types';
import type { Api } from '../adapters/http';
import { modalHistoryActor } from '../adapters/modal-history';
import { navigateAction } from '../adapters/navigation';
import type { PersistedStorage } from '../adapters/persistence';
import { createTranslationApi, type TranslationApi } from '../adapters/translation-api';
import type { GeolocationAdapter } from './branch-flows';
import { provideCurrentBranchFlow } from './current-branch-flow';
import { provideLanguageFlow } from './language-flows';
import { type RouteCodeFetch, routeFlowLoader } from './route-flows';
import { provideSessionFlows } from './session-flows';

export interface AppAdapters {
  api: Api;
  storage: PersistedStorage;
  inspect?: (event: InspectionEvent) => void;
  domain: string;
  preloadedBrand: Brand | null;
  viewportWidth: number;
  /** window.location.href at start. */
  initialUrl?: string;
  /** The translation calls (default: the reference API under /api). */
  translationApi?: TranslationApi;
  /** The language flow's start values (readLanguageStart() in src/main.tsx). */
  languageStart?: LanguageStart;
  /** How long the server's splash had been on screen at boot (src/shell/server-splash.ts); none: 0. */
  splashShownMs?: number;
  /** The diner's position (default: navigator.geolocation and the permissions API). */
  geolocation?: GeolocationAdapter;
  /** How a route flow's code is fetched (default: its dynamic import). */
  fetchRouteCode?: RouteCodeFetch;
}

/** The injection point: the app's real adapters become the machines' actors. */
export function createAppActor({
  api,
  storage,
  inspect,
  domain,
  preloadedBrand,
  viewportWidth,
  initialUrl,
  translationApi = createTranslationApi('/api'),
  languageStart,
  geolocation,
  splashShownMs,
  fetchRouteCode,
}: AppAdapters) {
  const machine = appMachine.provide({
    actors: {
      loadPersistedState: fromPromise(() => storage.load()),
      fetchBrand: fromPromise<Brand, { domain: string }>(({ input }) => api.fetchBrand(input.domain)),
      // Browser back closes the open sheet (one history entry per sheet).
      // The bottom navigation goes through the layout (a guarded screen's flow decides instead).
      layout: layoutMachine.provide({
        actors: { modalHistory: modalHistoryActor },
        actions: { navigate: navigateAction },
      }),
      // The form flows (sign-in, sign-up, password recovery, support) and BASE's branchSelection load with their
      // route groups; the cart and profile completion in chunks of their own (src/app/route-flows.ts).
      loadRouteFlow: routeFlowLoader({ api, geolocation }, fetchRouteCode),
      points: pointsMachine.provide({
        actors: {
          fetchPoints: fromPromise(({ input }: { input: FetchPointsInput }) => api.fetchPoints(input.userId)),
        },
      }),
      ...provideSessionFlows(api),
      ...provideLanguageFlow(translationApi),
      ...provideCurrentBranchFlow(api),
    },
  });
  return createActor(machine, {
    systemId: 'app',
    inspect,
    input: { domain, preloadedBrand, viewportWidth, initialUrl, languageStart, splashShownMs },
  });
}
