import type { Catalogue } from '../catalogue';

export const shell = {
  common: {
    loading: 'Wird geladen…',
    retry: 'Erneut versuchen',
    close: 'Schließen',
    back: 'Zurück',
    cancel: 'Abbrechen',
    notAvailableYet: 'Dieser Bereich ist noch nicht verfügbar.',
  },
  app: {
    brandUnavailable: 'Die Marke konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    screenUnavailable:
      'Dieser Bildschirm konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
    loadingBrand: '{{appName}} wird geladen',
  },
  shell: {
    nav: {
      label: 'Hauptnavigation',
      home: 'Start',
      points: 'Punkte',
      coupons: 'Gutscheine',
      profile: 'Profil',
      qrCode: 'QR-Code',
    },
    header: {
      sections: 'Bereiche',
      tabHasNews: '(neu)',
    },
    search: {
      placeholder: 'Suchen...',
      label: 'Suchen',
      clear: 'Suche löschen',
    },
    password: {
      show: 'Passwort anzeigen',
      hide: 'Passwort verbergen',
    },
    toasts: {
      label: 'Benachrichtigungen',
      tapToClose: '(zum Schließen tippen)',
      kind: {
        success: 'Erledigt',
        info: 'Information',
        error: 'Fehler',
        warning: 'Achtung',
        loading: 'Wird geladen',
      },
    },
    pointsAvailable: '{{points}} verfügbar',
    fullMenu: 'Ganze Speisekarte ansehen',
    vatDisclaimer: 'Preise verstehen sich ohne MwSt.',
  },
  flows: {
    title: 'App-Abläufe',
    intro: 'Hervorgehoben sind die Zustände, in denen sich die App gerade befindet.',
    machines: 'Automaten',
    drawing: 'Diagramm wird gezeichnet…',
    activeNow: 'Jetzt: {{states}}',
    noActor: 'Kein Akteur aktiv',
  },
} satisfies Catalogue;
