export const branchesTexts = {
  branchSelection: {
    title: 'Choisissez votre restaurant',
    loading: 'Chargement des restaurants',
    loadFailed: "Les restaurants n'ont pas pu être chargés.",
    loadFailedToast: "Impossible d'obtenir les informations des restaurants. Veuillez réessayer.",
    retry: 'Réessayer',
    noResults: 'Aucun résultat trouvé',
    activeOrder: 'Votre commande en cours',
    closed: 'Fermé',
    locate: {
      title: 'Activer la localisation',
      text: 'Activez votre localisation pour trouver le restaurant le plus proche.',
      cancel: 'Annuler',
      confirm: 'Activer',
      locating: 'Recherche de votre position',
    },
    geolocation: {
      unsupported: 'Votre navigateur ne prend pas en charge la géolocalisation',
      denied:
        "Autorisation de localisation refusée. Veuillez autoriser l'accès à la localisation dans votre navigateur.",
      unavailable: 'Informations de localisation indisponibles.',
      timeout: "Délai dépassé lors de l'obtention de la position.",
      unknown: "Erreur lors de l'obtention de la position",
    },
    chooseMode: 'Choisissez une option :',
    back: 'Retour',
    modes: {
      tableSystem: 'Sur place',
      takeawaySystem: 'À emporter',
      deliverySystem: 'Livraison',
    },
    todaySchedule: "Aujourd'hui de {{open}} à {{close}} h.",
    noSchedule: 'Horaires non disponibles',
    distance: 'À {{distance}} de vous',
    view: {
      label: 'Affichage',
      list: 'Liste',
      map: 'Carte',
    },
    map: {
      label: 'Carte des restaurants',
      you: 'Votre position',
    },
  },
};
