export const orderRatingTexts = {
  orderRating: {
    title: 'Como foi a sua experiência em {{branch}}?',
    thisBranch: 'o restaurante',
    starsLabel: 'A sua avaliação',
    stars_one: '{{count}} estrela',
    stars_other: '{{count}} estrelas',
    stars_many: '{{count}} estrelas',
    textLabel: 'Compartilhe a sua experiência no local',
    submit: 'Enviar',
    sent: 'Obrigado por compartilhar a sua experiência!',
    failed: 'Não foi possível compartilhar a sua experiência. Por favor, tente novamente.',
  },
} as const;
