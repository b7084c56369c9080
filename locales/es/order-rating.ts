/** ordering.md: the orderRating texts (issue 13). Top-level key: orderRating. §2 "Modals used by ordering" (order rating), §8 "Toasts" (rating). */
export const orderRatingTexts = {
  orderRating: {},
} as const;
