import type { Catalogue } from '../catalogue';

export const shell = {
  common: {
    loading: 'Caricamento…',
    retry: 'Riprova',
    close: 'Chiudi',
    back: 'Indietro',
    cancel: 'Annulla',
    notAvailableYet: 'Questa sezione non è ancora disponibile.',
  },
  app: {
    brandUnavailable: 'Non siamo riusciti a caricare il marchio. Controlla la connessione e riprova.',
    screenUnavailable: 'Non siamo riusciti a caricare questa schermata. Controlla la connessione e riprova.',
    loadingBrand: 'Caricamento di {{appName}}',
  },
  shell: {
    nav: {
      label: 'Navigazione principale',
      home: 'Home',
      points: 'Punti',
      coupons: 'Coupon',
      profile: 'Profilo',
      qrCode: 'Codice QR',
    },
    header: {
      sections: 'Sezioni',
      tabHasNews: '(novità)',
    },
    search: {
      placeholder: 'Cerca...',
      label: 'Cerca',
      clear: 'Cancella ricerca',
    },
    password: {
      show: 'Mostra password',
      hide: 'Nascondi password',
    },
    toasts: {
      label: 'Notifiche',
      tapToClose: '(tocca per chiudere)',
      kind: {
        success: 'Fatto',
        info: 'Informazione',
        error: 'Errore',
        warning: 'Attenzione',
        loading: 'Caricamento',
      },
    },
    pointsAvailable: '{{points}} disponibili',
    fullMenu: 'Vedi il menu completo',
    vatDisclaimer: "I prezzi non includono l'IVA",
  },
  flows: {
    title: "Flussi dell'app",
    intro: "Gli stati evidenziati sono quelli in cui si trova ora l'app.",
    machines: 'Macchine',
    drawing: 'Disegno del diagramma…',
    activeNow: 'Ora: {{states}}',
    noActor: 'Nessun attore in esecuzione',
  },
} satisfies Catalogue;
