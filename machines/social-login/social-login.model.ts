import type { FlowModel } from '../flow-model';
import { socialLoginMachine } from './social-login.machine';

const socialUser = { _id: 'user-9', idMarca: 'brand-1', name: 'Martina González', email: 'demo@demo.com' };
const chrome =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

export const socialLoginModel: FlowModel = {
  id: 'socialLogin',
  title: 'Social login: redirect to the provider and return',
  summary:
    'Stores where to come back to, sends the browser to the provider, and on return reads the credentials (URL, auth_token, cookies), completes the login and hands the user to the session (accounts.md §4.2, §7.2, §8).',
  machine: socialLoginMachine,
  input: { brandId: 'brand-1', providerName: 'Google', initialUrl: 'https://demo.example/auth' },
  start: 'Open the app at /auth (no credentials in the address)',
  steps: [
    {
      event: {
        type: 'xstate.done.actor.readStoredCredentials',
        output: {
          cookies: { userId: 'user-9', authToken: 'token-9', idMarca: 'brand-1', campaign: '' },
          pendingMethod: 'google',
          userAgent: chrome,
        },
      },
      step: 'The browser holds the auth cookies and a pending social login (back from the provider)',
      producedBy:
        "tap 'Ingresá con Google', keep 'Martina González' (demo@demo.com) on the demo server's sandbox page and press 'Continuar': it sets the cookies and opens /auth again",
    },
    {
      event: {
        type: 'xstate.done.actor.readStoredCredentials',
        output: { cookies: {}, pendingMethod: null, userAgent: chrome },
      },
      step: 'The browser holds no social login credentials (an ordinary visit)',
      producedBy: 'a fresh private window (no auth cookies, no pending social login)',
    },
    {
      event: { type: 'xstate.error.actor.readStoredCredentials', error: new Error('storage blocked') },
      step: 'The browser blocks reading storage and cookies',
      producedBy:
        "only checked automatically (tests/model, tests/model-app): the app's cookie and storage reads answer 'nothing' when the browser blocks them (src/adapters/browser-storage.ts), so this failure never reaches the flow",
    },
    {
      event: { type: 'xstate.done.actor.completeLogin', output: socialUser },
      step: 'The server accepts the login and answers with the user',
      producedBy:
        "after 'Continuar' on the demo server's sandbox page, the server accepts the credentials it set by itself",
    },
    {
      event: {
        type: 'xstate.error.actor.completeLogin',
        error: { status: 401, message: 'El ingreso no es válido o venció.' },
      },
      step: 'The server rejects the login (expired or tampered credentials)',
      producedBy:
        "open /auth, in DevTools → Application delete the 'sid' cookie, add the cookies userId and authToken with any made-up value and the local storage key app_auth_method = google, then reload: the demo server answers 401 'El ingreso no es válido o venció. Por favor, intentá nuevamente.'",
    },
    { event: { type: 'socialLogin.started' }, step: "Tap 'Ingresá con Google'" },
    {
      event: {
        type: 'xstate.done.actor.readRedirectContext',
        output: {
          currentPath: '/perfil',
          origin: 'https://demo.example',
          userAgent: chrome,
          urlUtmCampaign: null,
        },
      },
      step: 'The app notes the current page (/perfil) and the campaign',
      producedBy:
        "nothing to do: the app reads the page it is on and the campaign kept in this tab when 'Ingresá con Google' is tapped",
    },
    {
      event: { type: 'xstate.error.actor.readRedirectContext', error: new Error('storage blocked') },
      step: 'The browser blocks reading the current page or the campaign',
      producedBy:
        "only checked automatically (tests/model, tests/model-app): the page's address is always readable and a blocked session storage reads as 'no campaign' (src/adapters/browser-storage.ts)",
    },
  ],
  expectations: {
    readingReturn: 'the current screen; nothing changes yet',
    checkingReturn: 'the current screen while the credentials are read',
    completing: 'the current screen while the login is completed',
    idle: "the 'Ingresá con Google' buttons are available; after a login, the success or failure toast",
    preparingRedirect: "the 'Ingresá con Google' button is busy",
    redirected: 'the browser leaves for the provider (the sandbox consent page)',
  },
  keyContext: (s) => ({
    returnKind: s.context.socialReturn.kind,
    temporaryToken: s.context.temporaryToken,
  }),
};
