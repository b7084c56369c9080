import type { Catalogue } from '../catalogue';

export const profile = {
  profile: {
    guestWelcome: 'Welcome to {{appName}}!',
    signInWith: 'Sign in with {{provider}}',
    greeting: 'Hi {{name}}!',
    languageTitle: 'Current language',
    changeLanguage: 'Change language',
    languageContentNote: 'Menus and brand texts are translated automatically.',
    languageNoEngineNote: 'Menus and brand texts are shown in Spanish in this language.',
    languageDemoLink: 'Translation demo',
    linksLabel: 'My account',
    orders: 'Orders',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    help: 'Help',
    logOut: 'Log out',
    logOutConfirm: 'Do you want to log out?',
  },
  languageDemo: {
    title: 'Translation demo',
    intro:
      'Translates the sample texts into the current language in one go, using the machine translation service.',
    sourceHeading: 'Sample texts (Spanish)',
    resultHeading: 'Translation',
    translate: 'Translate texts',
    translating: 'Translating…',
    succeeded: 'Texts translated successfully',
    failed: 'Error translating the texts',
    pickLanguage: 'Pick another language in your profile to see the translation.',
    offline: 'Offline: only saved translations are shown.',
    telemetryConsent: 'Share anonymous translation metrics',
  },
  points: {
    guestPrompt: 'Sign in to use your {{appName}} points',
    qrGuestPrompt: 'Sign in to use your {{appName}} QR code',
    total: 'Total points',
    qrLabel: 'Your personal QR code',
  },
} satisfies Catalogue;
