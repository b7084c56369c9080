/** ordering.md: the checkout texts (issue 12), fr. Top-level key: checkout. */
export const checkoutTexts = {
  checkout: {
    title: 'Ma commande',
    consumeType: 'Type de commande',
    types: {
      local: 'Sur place',
      takeaway: 'À emporter',
      delivery: 'Livraison',
    },
    change: 'Modifier',
    scanQr: 'Scanner le QR',
    changeAddress: "Changer d'adresse",
    chooseAddress: 'Choisir une adresse de livraison',
    table: 'Table {{table}}',
    address: 'Adresse de livraison',
    deliveryOption: 'Option de livraison',
    deliveryOptionValue: '{{tipo}} : {{amount}}',
    pickUp: {
      label: 'Heure de retrait',
      note: "Des retards peuvent survenir aux heures d'affluence dans l'établissement.",
      tooSoon: "L'heure doit être au moins 15 minutes après maintenant",
      noSchedule: 'Horaire non disponible',
      outsideSchedule: "L'heure choisie est en dehors des horaires d'ouverture ({{open}} - {{close}})",
    },
    validity: {
      consumeType: 'Vous devez choisir un type de commande',
      table: 'Vous devez indiquer votre table',
      pickUpTime: 'Vous devez choisir une heure de retrait',
      address: 'Vous devez choisir une adresse de livraison',
      deliveryOption: 'Vous devez choisir une option de livraison',
      minimum: "La commande n'atteint pas le minimum pour la livraison",
    },
    payment: {
      title: 'Moyen de paiement',
      points: 'Points',
      venue: 'Paiement sur place',
      coordinate: 'À convenir',
    },
    totals: {
      title: 'Récapitulatif',
      subtotal: 'Sous-total',
      shipping: 'Frais de livraison',
      shippingDiscount: 'Remise sur la livraison',
      pointsDiscount: 'Remise en points',
      total: 'Total à payer',
      quoting: 'Vérification des prix…',
      retry: 'Réessayer',
      failed:
        "Nous n'avons pas pu vérifier les prix de votre commande. Vérifiez votre connexion et réessayez.",
    },
    changes: {
      pricesTitle:
        'Certains prix ont changé depuis que vous avez composé votre commande. Le total à payer inclut déjà les nouveaux prix.',
      priceChanged: 'Avant {{before}}, maintenant {{after}}',
      withdrawnTitle:
        'Certains produits ne sont plus disponibles. Retirez-les de votre commande pour pouvoir l’envoyer.',
      withdrawn: 'N’est plus disponible',
      withdrawnUpsell: 'N’est plus disponible. Retirez-le depuis « Ma commande ».',
      remove: 'Retirer',
      removeLabel: 'Retirer {{name}} de la commande',
    },
    send: 'Envoyer la commande',
    unavailable: 'Indisponible',
    cannotOrder: 'Désolé, vous ne pouvez pas passer de commande pour le moment.',
    noConsumeOptions: "Aucun type de commande n'est disponible pour cet établissement.",
    banner: {
      minimum: 'Il manque {{amount}} pour atteindre le minimum de livraison',
      freeShipping: 'Ajoutez {{amount}} de plus pour la livraison gratuite',
      congratulations: 'Félicitations ! La livraison de votre commande est gratuite',
    },
    guest: {
      promo:
        'Cet avantage est rien que pour vous ! 🎁 Inscrivez-vous avant de payer et recevez {{amount}} en points, en exclusivité.',
      modalTitle: 'Améliorez votre expérience !',
      register: "S'inscrire avec {{provider}}",
      continue: 'Continuer sans inscription',
    },
  },
};
