export const menuTexts = {
  menu: {
    title: 'Menu',
    branchFailed: "Impossible d'obtenir les informations de l'établissement. Veuillez réessayer.",
    lastOrders: 'Vos dernières commandes',
    seeAll: 'Tout voir',
    seePrices: 'Voir les prix',
    noResults: 'Aucun résultat trouvé pour « {{search}} »',
    leaveTitle: 'Quitter sans envoyer la commande ?',
    leaveBody: 'Les articles ajoutés seront perdus et vous devrez les ajouter à nouveau.',
    leaveConfirm: 'Oui, quitter',
    menuFailed: "Le menu n'a pas pu être chargé.",
    seeMore: 'Voir plus',
    previous: 'Précédent',
    next: 'Suivant',
    categories: 'Catégories',
    recentProducts: 'Nouveautés',
  },
};
