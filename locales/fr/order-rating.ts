export const orderRatingTexts = {
  orderRating: {
    title: 'Comment s’est passée votre expérience chez {{branch}} ?',
    thisBranch: 'le restaurant',
    starsLabel: 'Votre note',
    stars_one: '{{count}} étoile',
    stars_other: '{{count}} étoiles',
    stars_many: '{{count}} étoiles',
    textLabel: 'Partagez votre expérience sur place',
    submit: 'Envoyer',
    sent: 'Merci d’avoir partagé votre expérience !',
    failed: 'Votre expérience n’a pas pu être partagée. Veuillez réessayer.',
  },
} as const;
