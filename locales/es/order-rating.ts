/** ordering.md: the orderRating texts (issue 13). Top-level key: orderRating. §2 "Modals used by ordering" (order rating), §8 "Toasts" (rating). */
export const orderRatingTexts = {
  orderRating: {
    title: '¿Cómo fue tu experiencia en {{branch}}?',
    thisBranch: 'el local',
    starsLabel: 'Tu valoración',
    stars_one: '{{count}} estrella',
    stars_other: '{{count}} estrellas',
    stars_many: '{{count}} estrellas',
    textLabel: 'Comparte tu experiencia en el lugar',
    submit: 'Enviar',
    sent: '¡Gracias por compartir tu experiencia!',
    failed: 'No se pudo compartir tu experiencia. Por favor, inténtalo de nuevo.',
  },
} as const;
