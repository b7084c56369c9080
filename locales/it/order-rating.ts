export const orderRatingTexts = {
  orderRating: {
    title: 'Com’è stata la tua esperienza da {{branch}}?',
    thisBranch: 'il locale',
    starsLabel: 'La tua valutazione',
    stars_one: '{{count}} stella',
    stars_other: '{{count}} stelle',
    stars_many: '{{count}} stelle',
    textLabel: 'Condividi la tua esperienza nel locale',
    submit: 'Invia',
    sent: 'Grazie per aver condiviso la tua esperienza!',
    failed: 'Non è stato possibile condividere la tua esperienza. Riprova.',
  },
} as const;
