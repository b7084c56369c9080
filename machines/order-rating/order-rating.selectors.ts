import type { SnapshotFrom } from 'xstate';
import type { orderRatingMachine } from './order-rating.machine';
import { isValidRating } from './order-rating.rules';

export type OrderRatingSnapshot = SnapshotFrom<typeof orderRatingMachine>;

/** The branch name of the order the prompt is about (content: show it through the content-translation helper). */
export const selectRatingBranchName = (s: OrderRatingSnapshot): string => s.context.order?.branchName ?? '';

/** The chosen stars (1–5), or 0 before any. */
export const selectRatingStars = (s: OrderRatingSnapshot): number => s.context.stars ?? 0;

/** The diner's text, kept after a failed send. */
export const selectRatingText = (s: OrderRatingSnapshot): string => s.context.text;

/** 'Enviar' is enabled: 1–5 stars chosen (§5) and nothing being sent. */
export const selectCanSubmitRating = (s: OrderRatingSnapshot): boolean =>
  s.matches({ prompting: 'choosing' }) && isValidRating(s.context.stars);

/** The rating is being sent (the button shows it and ignores presses). */
export const selectIsSendingRating = (s: OrderRatingSnapshot): boolean =>
  s.matches({ prompting: 'submitting' });
