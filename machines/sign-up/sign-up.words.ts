import type { FlowWords } from '../flow-words';

/** signUp: its states and guards in the product's words (docs/flows, /__flows). */
export const signUpWords: FlowWords = {
  states: {
    idle: 'No sign-up screen open',
    account: "Account details ('Registro')",
    'account.loading': "Opening 'Registro'",
    'account.editing': "Filling in 'Registro'",
    'account.checkingEmail': 'Checking the e-mail is free',
    personalData: 'Personal data step',
    'personalData.loading': 'Opening the personal data step',
    'personalData.editing': 'Filling in the personal data',
    'personalData.editing.ready': 'Personal data form ready',
    'personalData.editing.codeNotSent': 'The code could not be sent',
    'personalData.registering': 'Creating the account',
    'personalData.sendingCode': 'Sending the verification code',
    'personalData.updatingProfile': 'Saving the social sign-up',
    verify: 'Verifying the e-mail',
    'verify.loading': 'Opening the verification screen',
    'verify.editing': 'Typing the e-mailed code',
    'verify.verifying': 'Checking the code',
    'verify.resendingCode': 'Sending the code again',
    done: 'Signed up and signed in',
  },
  guards: {
    isAccountValid: 'Nombre completo, Email and both passwords are valid',
    hasNoPendingUser: 'no sign-up was started in this browser session',
    isPendingAt: 'a sign-up was started and stopped at this step',
    isPersonalDataValid: 'every personal data field is valid',
    isSocialSignUp: 'the account comes from a Google sign-up',
    lacksPassword: 'there is no password to register with',
    isTooManyRequests: 'the server says there were too many attempts (429)',
    isDniTaken: "the server says 'El dni ya está en uso'",
    canRetrySending: 'sending the code has failed fewer than 3 times',
    isCodeComplete: 'all four boxes of the code are filled in',
    isVerified: 'the server confirms the e-mail is verified',
  },
  events: {
    'signUp.fieldChanged': 'Type in a field',
    'signUp.codeDigitEntered': 'Type or paste the code',
  },
};
