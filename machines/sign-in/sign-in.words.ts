import type { FlowWords } from '../flow-words';

/** signIn: its states and guards in the product's words (docs/flows, /__flows). */
export const signInWords: FlowWords = {
  states: {
    editing: "Filling in 'Inicio de sesión'",
    signingIn: 'Signing in',
    leaving: 'Signed in, leaving the screen',
    signedIn: 'Signed in',
    requestingRecovery: 'Sending the recovery e-mail',
  },
  guards: {
    hasNoBrand: 'the brand is not known yet',
    isFormValid: 'Email and Contraseña are valid',
    isEmailEmpty: 'Email is empty',
    isEmailInvalid: 'Email is not a valid address',
    isTooManyRequests: 'the server says there were too many attempts (429)',
    isNotFound: 'the server says there is no account with this e-mail (404)',
    isBadRequest: 'the server says the password is wrong (400)',
    hasReturnPath: 'a page was stored to return to after signing in',
  },
  events: {
    'signIn.fieldChanged': 'Type in Email or Contraseña',
  },
};
