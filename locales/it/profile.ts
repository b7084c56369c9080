import type { Catalogue } from '../catalogue';

export const profile = {
  profile: {
    guestWelcome: 'Benvenuto in {{appName}}!',
    signInWith: 'Accedi con {{provider}}',
    greeting: 'Ciao {{name}}!',
    languageTitle: 'Lingua attuale',
    changeLanguage: 'Cambia lingua',
    languageContentNote: 'I menu e i testi del marchio vengono tradotti automaticamente.',
    languageNoEngineNote: 'In questa lingua i menu e i testi del marchio sono mostrati in spagnolo.',
    languageDemoLink: 'Demo di traduzione',
    linksLabel: 'Il mio account',
    orders: 'Ordini',
    terms: 'Termini e condizioni',
    privacy: 'Informativa sulla privacy',
    help: 'Aiuto',
    logOut: 'Esci',
    logOutConfirm: 'Vuoi uscire?',
  },
  languageDemo: {
    title: 'Demo di traduzione',
    intro:
      'Traduce in un colpo solo i testi di esempio nella lingua attuale con il servizio di traduzione automatica.',
    sourceHeading: 'Testi di esempio (spagnolo)',
    resultHeading: 'Traduzione',
    translate: 'Traduci i testi',
    translating: 'Traduzione in corso…',
    succeeded: 'Testi tradotti correttamente',
    failed: 'Errore durante la traduzione dei testi',
    pickLanguage: 'Scegli un’altra lingua nel tuo profilo per vedere la traduzione.',
    offline: 'Offline: vengono mostrate solo le traduzioni salvate.',
    telemetryConsent: 'Condividi metriche di traduzione anonime',
  },
  points: {
    guestPrompt: 'Accedi per usare i punti di {{appName}}',
    qrGuestPrompt: 'Accedi per usare il QR di {{appName}}',
    total: 'Totale punti',
    qrLabel: 'Il tuo codice QR personale',
  },
} satisfies Catalogue;
