import type { FlowWords } from '../flow-words';

/** passwordRecovery: its states and guards in the product's words (docs/flows, /__flows). */
export const passwordRecoveryWords: FlowWords = {
  states: {
    idle: 'No recovery screen open',
    emailSent: "'Te enviamos un email…'",
    'emailSent.loading': "Opening 'Te enviamos un email…'",
    'emailSent.ready': "'Te enviamos un email…' with 'Reenviar'",
    'emailSent.resending': 'Sending the e-mail again',
    newPassword: "'Creá una nueva contraseña' (from the e-mailed link)",
    'newPassword.loading': 'Opening the link',
    'newPassword.checkingLink': 'Checking the link',
    'newPassword.linkInvalid': 'Link used or expired',
    'newPassword.sendingNewLink': 'Sending a new link',
    'newPassword.sendingNewLink.choosing': 'Choosing where to send the new link',
    'newPassword.sendingNewLink.byEmail': 'New link to the stored address',
    'newPassword.sendingNewLink.byLink': "New link to the link's account",
    'newPassword.newLinkSent': 'New link sent',
    'newPassword.editing': 'Typing the new password',
    'newPassword.resetting': 'Saving the new password',
    'newPassword.signingIn': 'Signing in with the new password',
    'newPassword.resetFailed': 'Saving the password failed',
    'newPassword.requestingNewLink': 'Requesting a new recovery link',
    'newPassword.requestingNewLink.choosing': 'Choosing where to request it',
    'newPassword.requestingNewLink.byEmail': 'Requesting it for the stored address',
    'newPassword.requestingNewLink.byLink': "Requesting it for the link's account",
    done: 'Signed in with the new password',
  },
  guards: {
    hasStoredEmail: 'the e-mail typed on sign-in is still known',
    isLinkRefused: 'the server says the link is used, expired or made up',
    isFormValid: 'both passwords are valid and match',
    isResetDone: 'the server confirms the password was changed',
    isTooManyRequests: 'the server says the link is no longer valid',
  },
  events: {
    'passwordRecovery.fieldChanged': 'Type in Contraseña or Confirmar contraseña',
  },
};
