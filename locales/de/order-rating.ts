export const orderRatingTexts = {
  orderRating: {
    title: 'Wie war dein Erlebnis bei {{branch}}?',
    thisBranch: 'dem Lokal',
    starsLabel: 'Deine Bewertung',
    stars_one: '{{count}} Stern',
    stars_other: '{{count}} Sterne',
    textLabel: 'Teile dein Erlebnis vor Ort',
    submit: 'Senden',
    sent: 'Danke, dass du dein Erlebnis geteilt hast!',
    failed: 'Dein Erlebnis konnte nicht geteilt werden. Bitte versuche es erneut.',
  },
} as const;
