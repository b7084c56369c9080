import type { Catalogue } from '../catalogue';

export const profile = {
  profile: {
    guestWelcome: 'Willkommen bei {{appName}}!',
    signInWith: 'Mit {{provider}} anmelden',
    greeting: 'Hallo {{name}}!',
    languageTitle: 'Aktuelle Sprache',
    changeLanguage: 'Sprache ändern',
    languageContentNote: 'Speisekarten und Texte der Marke werden automatisch übersetzt.',
    languageNoEngineNote: 'Speisekarten und Texte der Marke werden in dieser Sprache auf Spanisch angezeigt.',
    languageDemoLink: 'Übersetzungsdemo',
    linksLabel: 'Mein Konto',
    orders: 'Bestellungen',
    terms: 'AGB',
    privacy: 'Datenschutzerklärung',
    help: 'Hilfe',
    logOut: 'Abmelden',
    logOutConfirm: 'Möchtest du dich abmelden?',
  },
  languageDemo: {
    title: 'Übersetzungsdemo',
    intro:
      'Übersetzt die Beispieltexte auf einmal mit dem maschinellen Übersetzungsdienst in die aktuelle Sprache.',
    sourceHeading: 'Beispieltexte (Spanisch)',
    resultHeading: 'Übersetzung',
    translate: 'Texte übersetzen',
    translating: 'Wird übersetzt…',
    succeeded: 'Texte erfolgreich übersetzt',
    failed: 'Fehler beim Übersetzen der Texte',
    pickLanguage: 'Wähle in deinem Profil eine andere Sprache, um die Übersetzung zu sehen.',
    offline: 'Offline: Es werden nur gespeicherte Übersetzungen angezeigt.',
    telemetryConsent: 'Anonyme Übersetzungsmetriken teilen',
  },
  points: {
    guestPrompt: 'Melde dich an, um die Punkte von {{appName}} zu nutzen',
    qrGuestPrompt: 'Melde dich an, um den QR-Code von {{appName}} zu nutzen',
    total: 'Punkte insgesamt',
    qrLabel: 'Dein persönlicher QR-Code',
  },
} satisfies Catalogue;
