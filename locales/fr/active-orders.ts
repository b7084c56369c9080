/** ordering.md: the activeOrders texts in fr (issue 13); same keys as locales/es/active-orders.ts. */
export const activeOrdersTexts = {
  activeOrders: {
    carouselLabel: 'Commandes en cours',
    slideLabel: 'Commande {{position}} sur {{total}}',
    title: 'Commande en cours',
    purchase: 'Achat : #{{idOrder}}',
    total: 'Total',
    showItems: 'Voir la commande',
    quantity: 'Quantité : {{quantity}}',
    noItems: "Les produits de cette commande n'ont pas pu être affichés.",
    track: 'Suivre votre commande',
    contact: "Contacter l'établissement",
    status: {
      preparing: 'Votre commande est en préparation',
      onTheWay: 'Votre commande est en route',
      delivered: 'Votre commande a été livrée',
      other: 'en route',
    },
    pickUp: 'Heure de retrait : {{date}} - {{time}}',
    pickUpAtBranch: "Retrait à l'établissement",
    table: 'Table : {{mesa}}',
    confirmControl: 'Confirmer la réception de la commande #{{idOrder}}',
    confirmTitle: 'Avez-vous bien reçu votre commande ?',
    cancel: 'Annuler',
    accept: 'Accepter',
    confirmFailed: 'Impossible de confirmer la réception de votre commande. Veuillez réessayer.',
  },
} as const;
