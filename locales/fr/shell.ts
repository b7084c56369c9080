import type { Catalogue } from '../catalogue';

export const shell = {
  common: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    close: 'Fermer',
    back: 'Retour',
    cancel: 'Annuler',
    notAvailableYet: "Cette section n'est pas encore disponible.",
  },
  app: {
    brandUnavailable: "Impossible de charger l'enseigne. Vérifiez votre connexion et réessayez.",
    screenUnavailable: 'Impossible de charger cet écran. Vérifiez votre connexion et réessayez.',
    loadingBrand: 'Chargement de {{appName}}',
  },
  shell: {
    nav: {
      label: 'Navigation principale',
      home: 'Accueil',
      points: 'Points',
      coupons: 'Coupons',
      profile: 'Profil',
      qrCode: 'Code QR',
    },
    header: {
      sections: 'Sections',
      tabHasNews: '(nouveautés)',
    },
    search: {
      placeholder: 'Rechercher...',
      label: 'Rechercher',
      clear: 'Effacer la recherche',
    },
    password: {
      show: 'Afficher le mot de passe',
      hide: 'Masquer le mot de passe',
    },
    toasts: {
      label: 'Notifications',
      tapToClose: '(touchez pour fermer)',
      kind: {
        success: 'Terminé',
        info: 'Information',
        error: 'Erreur',
        warning: 'Attention',
        loading: 'Chargement',
      },
    },
    pointsAvailable: '{{points}} disponibles',
    fullMenu: 'Voir toute la carte',
    vatDisclaimer: 'Les prix ne comprennent pas la TVA',
  },
  flows: {
    title: "Flux de l'app",
    intro: "Les états en surbrillance sont ceux où se trouve l'app en ce moment.",
    machines: 'Machines',
    drawing: 'Dessin du diagramme…',
    activeNow: 'Maintenant : {{states}}',
    noActor: 'Aucun acteur en cours',
  },
} satisfies Catalogue;
