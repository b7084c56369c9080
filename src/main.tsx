import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/src/styles/app.css';
import { normalizeLanguage } from '@/machines/rules/languages';
import type { Brand } from '@/machines/types';
import { startConnectivityEvents } from './adapters/connectivity-events';
import { createApi } from './adapters/http';
import { combineInspectors, createInspectorIfRequested } from './adapters/inspector';
import { indexedDbStorage, startPersisting } from './adapters/persistence';
import { startSessionEvents } from './adapters/session-events';
import { App } from './app/app';
import { AppActorProvider } from './app/app-context';
import { createAppActor } from './app/create-app-actor';
import { readLanguageStart } from './app/language-flows';
import { liveStates } from './app/live-state-store';
// Importing it initialises i18next with the inline Spanish catalogue, before the first render.
import { prefetchCatalogue } from './i18n/i18n';
import { startLanguageSync } from './i18n/language-sync';
import { whenAppStylesReady } from './shell/app-styles';

declare global {
  interface Window {
    /** Branding preloaded by the page (the server injects it for the request's domain). */
    brandData?: Brand;
  }
}

async function boot() {
  const languageStart = readLanguageStart();
  // The stored language's catalogue downloads while the saved state is read and the splash shows, so the
  // first screen is already in that language.
  prefetchCatalogue(normalizeLanguage(languageStart.preferredLanguage).language);
  // Created outside React: the inspector must not be re-created by StrictMode's double mount.
  const stately = await createInspectorIfRequested();
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
  });
  startPersisting(actor);
  startSessionEvents(actor);
  startConnectivityEvents(actor);
  startLanguageSync(actor);
  actor.start();

  // The splash from the HTML stays until the app's stylesheet applies (it does not block the first paint).
  await whenAppStylesReady();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppActorProvider actor={actor}>
        <App />
      </AppActorProvider>
    </StrictMode>,
  );
}

void boot();
