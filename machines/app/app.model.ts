import { createMachine } from 'xstate';
import type { FlowModel, StepCondition } from '../flow-model';
import { appMachine } from './app.machine';

/** Stands for the sign-in flow's machine logic, which the route group's code brings (src/app/route-flows.ts). */
const signInLogic = createMachine({ id: 'signIn' });
const fetchingSignIn: StepCondition = {
  text: "the sign-in form's code is being fetched",
  holds: (at) => (at.keyContext.loading as string[] | undefined)?.includes('signIn') === true,
};

const brand = {
  _id: 'brand-1',
  domain: 'localhost',
  appName: 'Demo',
  businessType: 'b2c',
  multipleMenu: false,
  colors: [],
};

export const appModel: FlowModel = {
  id: 'app',
  title: 'App start-up and brand resolution',
  summary:
    'Restores the saved state, resolves the brand by domain (preloaded branding first, else GET /marca/{domain}), then starts the shell (accounts.md §4.1).',
  machine: appMachine,
  input: { domain: 'localhost', preloadedBrand: null, viewportWidth: 390 },
  start: 'Open the app at its address (no branding preloaded by the page)',
  steps: [
    {
      event: { type: 'xstate.done.actor.loadPersistedState', output: { user: null } },
      step: 'The saved state is read',
      producedBy:
        'nothing to do: the app reads what it saved in IndexedDB (persist:root); in a fresh private window nothing is saved yet',
    },
    {
      event: { type: 'xstate.error.actor.loadPersistedState', error: new Error('IndexedDB unavailable') },
      step: 'Reading the saved state fails (e.g. private mode blocks storage)',
      producedBy:
        "before opening the app, Chrome → Settings → Privacy and security → Site settings → Additional content settings → On-device site data → 'Not allowed to save data on your device' → Add http://localhost:8080 (remove it afterwards): IndexedDB then refuses the read",
    },
    {
      event: { type: 'xstate.done.actor.fetchBrand', output: brand },
      step: 'The server answers with the brand for this domain',
      producedBy:
        'open the app at http://localhost:8080: the demo server answers its seeded brand for localhost (b2b.localhost and grande.localhost answer theirs)',
    },
    {
      event: { type: 'xstate.error.actor.fetchBrand', error: new Error('404') },
      step: 'The brand cannot be loaded (unknown domain or no connection)',
    },
    { event: { type: 'app.retryRequested' }, step: "Tap 'Intentar nuevamente'" },
    {
      event: { type: 'app.flowOpened', flow: 'signIn' },
      step: "On AUTH, tap 'Ingresar con email' (/auth/inicio-de-sesion): its code is fetched the first time",
    },
    {
      event: { type: 'app.flowLoaded', flow: 'signIn', logic: signInLogic },
      step: "The sign-in form's code arrives: its flow starts and the form shows",
      when: fetchingSignIn,
    },
    {
      event: { type: 'app.flowLoadFailed', flow: 'signIn', error: new Error('offline') },
      step: "The sign-in form's code cannot be fetched (offline)",
      when: fetchingSignIn,
      producedBy:
        "only checked automatically (the vitest runner fails the flow's code fetch): in the browser the sign-in flow comes in AUTH's route group, already loaded by then; offline, a route group not yet loaded fails its screen's chunk as well",
    },
  ],
  expectations: {
    restoring: 'a blank themed screen while the saved state is read',
    'resolvingBrand.checkingPreloaded': 'a blank screen while the brand is resolved',
    'resolvingBrand.fetching': 'a blank screen while the brand is resolved',
    brandUnavailable: "the message that the brand could not be loaded and 'Intentar nuevamente'",
    ready: 'the brand splash, then the shell in the brand colours',
  },
  keyContext: (s) => ({
    brandId: s.context.brand?._id ?? null,
    loading: Object.keys(s.context.loadingFlows),
    signInRunning: !!s.children.signIn,
  }),
};
