export const paymentTexts = {
  payment: {
    starting: 'Démarrage de la vérification du paiement...',
    noPaymentId: 'Aucun identifiant de paiement à vérifier',
    insufficientData: 'Vérification impossible : données insuffisantes',
    verifying: 'Vérification du paiement (tentative {{attempt}} sur 3)...',
    verified: 'Paiement vérifié avec succès',
    retrying: 'Nouvel essai dans {{seconds, number}} secondes...',
    exhausted: 'Plus de tentatives. Vous pouvez vérifier manuellement ou revenir à votre commande.',
    timedOut: "Le temps d'attente maximal a été dépassé.",
    manualStarting: 'Démarrage de la vérification manuelle...',
    manualNoPaymentId: "Il n'y a pas d'identifiant de paiement à vérifier manuellement",
  },
};
