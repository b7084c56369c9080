export const processingTexts = {
  processing: {
    working: 'Nous traitons ton paiement/ta commande',
    attempt: 'Tentative {{attempt}} sur 3',
    cancel: 'Annuler la commande',
    successTitle: 'Nous avons envoyé ta commande',
    successText: 'Le restaurant a reçu ta commande et va commencer à préparer les produits.',
    failedTitle: 'Impossible de traiter ton paiement/ta commande',
    verifyAgain: 'Vérifier à nouveau',
    viewOrder: 'Voir la commande',
  },
};
