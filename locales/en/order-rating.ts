export const orderRatingTexts = {
  orderRating: {
    title: 'How was your experience at {{branch}}?',
    thisBranch: 'the restaurant',
    starsLabel: 'Your rating',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    textLabel: 'Share your experience at the restaurant',
    submit: 'Send',
    sent: 'Thank you for sharing your experience!',
    failed: 'Your experience could not be shared. Please try again.',
  },
} as const;
