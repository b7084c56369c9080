import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import '@/src/styles/app.css';
import { selectIsBrandUnavailable, selectIsReady } from '@/machines/app/app.selectors';
import { normalizeLanguage } from '@/machines/rules/languages';
import { SERVER_SPLASH_ID } from '@/machines/rules/splash';
import { reportMissingSystemActorsWith } from '@/machines/system-actors';
import type { Brand } from '@/machines/types';
import { startActiveOrdersWatcher } from './adapters/active-orders-start';
import { startConnectivityEvents } from './adapters/connectivity-events';
import { createApi } from './adapters/http';
import { combineInspectors, createInspectorIfRequested } from './adapters/inspector';
import { startPendingPaymentCheck } from './adapters/pending-payment';
import { indexedDbStorage, startPersisting } from './adapters/persistence';
import { startSessionEvents } from './adapters/session-events';
import { whenIdle } from './adapters/when-idle';
import { App } from './app/app';
import { AppActorProvider } from './app/app-context';
import { startCartWake } from './app/cart-wake';
import { createAppActor } from './app/create-app-actor';
import { readLanguageStart } from './app/language-flows';
import { liveStates } from './app/live-state-store';
// Importing it initialises i18next with the inline Spanish catalogue, before the first render.
import { prefetchCatalogue, prefetchSourceTexts } from './i18n/i18n';
import { startLanguageSync } from './i18n/language-sync';
import { whenAppStylesReady } from './shell/app-styles';
import { serverSplashShownMs } from './shell/server-splash';

declare global {
  interface Window {
    /** Branding preloaded by the page (the server injects it for the request's domain). */
    brandData?: Brand;
  }
}

/** Lets the browser handle input and paint before the next piece of the boot. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// In development a flow that reaches for a system actor the root actor never spawned says so.
if (import.meta.env.DEV) {
  reportMissingSystemActorsWith(({ systemId, purpose }) =>
    console.warn(`flows: no "${systemId}" actor in the system to ${purpose}; the action did nothing`),
  );
}

async function boot() {
  // Evaluating the modules (the machines' definitions, i18next with the Spanish catalogue) was one task.
  await yieldToMain();
  const languageStart = readLanguageStart();
  // The stored language's catalogue downloads while the saved state is read and the splash shows, so the
  // first screen is already in that language.
  prefetchCatalogue(normalizeLanguage(languageStart.preferredLanguage).language);
  // Created outside React: the inspector must not be re-created by StrictMode's double mount.
  const stately = await createInspectorIfRequested();
  await yieldToMain();
  const actor = createAppActor({
    api: createApi('/api'),
    storage: indexedDbStorage,
    inspect: combineInspectors(stately, liveStates.inspect),
    domain: window.location.hostname,
    preloadedBrand: window.brandData ?? null,
    viewportWidth: window.innerWidth,
    initialUrl: window.location.href,
    // preferredLanguage, translation_telemetry_consent, navigator.onLine and the built-in translation key.
    languageStart,
    // The spec's 2 s of splash count from the server's splash in the HTML (issue 8): the app shows the rest.
    splashShownMs: serverSplashShownMs(),
  });
  startPersisting(actor);
  startSessionEvents(actor);
  startConnectivityEvents(actor);
  startLanguageSync(actor);
  startPendingPaymentCheck(actor);
  startActiveOrdersWatcher(actor);
  startCartWake(actor);
  // Boot in separate tasks (creating the machines, starting the actor, rendering), so none of them keeps the
  // main thread long enough to delay a tap (docs/performance.md "Main-thread work at boot").
  await yieldToMain();
  actor.start();

  // The splash from the HTML stays until the app's stylesheet applies (it does not block the first paint).
  await whenAppStylesReady();
  // The first render waits for the saved state and the brand (the HTML's splash covers the page meanwhile), then
  // runs in a task of its own: the one that read the saved state also spawns the long-lived flows, and the shell's
  // first render in it made one task of 160–370 ms at 4× CPU (docs/performance.md "The boot task split").
  // Without the server's splash (a host with no brand) nothing covers the page: the app renders at once, so its
  // own boot screen shows while the brand is fetched (the browser walk of the app flow checks it).
  if (document.getElementById(SERVER_SPLASH_ID))
    await waitFor(actor, (s) => selectIsReady(s) || selectIsBrandUnavailable(s));
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // A transition: React renders the first tree in slices instead of one long task. On preact/compat (the
  // runtime that ships) it runs at once and StrictMode is a fragment: the React API stays, React's runtime does not.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppActorProvider actor={actor}>
          <App />
        </AppActorProvider>
      </StrictMode>,
    ),
  );
  // The ordering routes' Spanish texts (locales/es-extra.ts) once the first screen is idle: a screen of the first
  // chunk never waits on them, and the next route finds them cached.
  whenIdle(() => void prefetchSourceTexts());
}

void boot();
