import type { FlowWords } from '../flow-words';

/** socialLogin: its states and guards in the product's words (docs/flows, /__flows). */
export const socialLoginWords: FlowWords = {
  states: {
    readingReturn: 'Checking for a return from Google',
    checkingReturn: 'Reading the login credentials',
    completing: 'Completing the social login',
    idle: "'Ingresá con Google' available",
    preparingRedirect: 'Preparing to go to Google',
    redirected: 'Gone to the login provider',
  },
  guards: {
    isReturnFailed: 'the provider reported that the login failed',
    hasReturnCredentials: 'the browser came back from the provider with credentials',
    hasBrandId: 'the brand is known',
  },
};
