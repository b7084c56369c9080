export const orderRatingTexts = {
  orderRating: {},
} as const;
