import type { Catalogue } from '../catalogue';

export const profile = {
  profile: {
    guestWelcome: 'Bienvenue chez {{appName}} !',
    signInWith: 'Se connecter avec {{provider}}',
    greeting: 'Bonjour {{name}} !',
    languageTitle: 'Langue actuelle',
    changeLanguage: 'Changer de langue',
    languageContentNote: "Les cartes et les textes de l'enseigne sont traduits automatiquement.",
    languageNoEngineNote: "Les cartes et les textes de l'enseigne s'affichent en espagnol dans cette langue.",
    languageDemoLink: 'Démo de traduction',
    linksLabel: 'Mon compte',
    orders: 'Commandes',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    help: 'Aide',
    logOut: 'Se déconnecter',
    logOutConfirm: 'Voulez-vous vous déconnecter ?',
  },
  languageDemo: {
    title: 'Démo de traduction',
    intro:
      "Traduit d'un coup les textes d'exemple dans la langue actuelle avec le service de traduction automatique.",
    sourceHeading: "Textes d'exemple (espagnol)",
    resultHeading: 'Traduction',
    translate: 'Traduire les textes',
    translating: 'Traduction…',
    succeeded: 'Textes traduits avec succès',
    failed: 'Erreur lors de la traduction des textes',
    pickLanguage: 'Choisissez une autre langue dans votre profil pour voir la traduction.',
    offline: 'Hors ligne : seules les traductions enregistrées sont affichées.',
    telemetryConsent: 'Partager des statistiques de traduction anonymes',
  },
  points: {
    guestPrompt: 'Connectez-vous pour utiliser les points {{appName}}',
    qrGuestPrompt: 'Connectez-vous pour utiliser le QR code {{appName}}',
    total: 'Total des points',
    qrLabel: 'Votre QR code personnel',
  },
} satisfies Catalogue;
