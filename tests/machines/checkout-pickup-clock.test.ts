import { describe, expect, it } from 'vitest';
import { checkoutModel } from '@/machines/checkout/checkout.model';
import { selectPickUpError, selectPickUpMinimum } from '@/machines/checkout/checkout.selectors';
import type { CheckoutInput, CheckoutOpening } from '@/machines/checkout/checkout.setup';
import { branchWallClock, formatWallClock } from '@/machines/checkout/pickup-time.rules';
import { startCheckout } from './support/checkout-harness';

/**
 * The pick-up time rules read the flow's clock (CheckoutInput.now), not the real date: §5 "Pick-up time" / §9
 * "Timings" (≥ now + 15 min, a weekday with a schedule, open–close inclusive) judged from a fixed now, Wednesday
 * 18/11/2026 12:00 in Buenos Aires, with the human model's branch (Monday to Saturday 10:00–23:00).
 */
/** Wednesday 18/11/2026 12:00 in Buenos Aires. */
const CHECKOUT_NOW = Date.parse('2026-11-18T15:00:00.000Z');
/** CHECKOUT on the human model's input and first step ('Confirmar orden' with a takeaway cart), on the clock `now`. */
function start(now: () => number) {
  // Calls that never answer: these tests judge the pick-up time only.
  const { actor } = startCheckout({
    unanswered: true,
    input: { ...(checkoutModel.input as CheckoutInput), now },
    opening: checkoutModel.steps[0].event as unknown as CheckoutOpening,
  });
  return actor;
}

const wallAfter = (minutes: number) =>
  formatWallClock(branchWallClock(new Date(CHECKOUT_NOW + minutes * 60_000)));
const errorFor = (value: string, now = () => CHECKOUT_NOW) => {
  const actor = start(now);
  actor.send({ type: 'checkout.pickUpTimeChanged', value });
  return selectPickUpError(actor.getSnapshot());
};

describe('when the pick-up time is judged on the flow’s clock (fixed at Wednesday 12:00)', () => {
  it.each([
    ['14 minutes ahead', 14, 'checkout.pickUp.tooSoon'],
    ['15 minutes ahead (the bound is inclusive)', 15, null],
    ['today 23:00, the closing time (inclusive)', 11 * 60, null],
    ['today 23:01', 11 * 60 + 1, 'outside'],
    ['Thursday 10:00, the opening time (inclusive)', 22 * 60, null],
    ['Thursday 09:59', 22 * 60 - 1, 'outside'],
    ['Sunday 13:00 (no schedule)', 4 * 24 * 60 + 60, 'checkout.pickUp.noSchedule'],
  ])('%s', (_, minutes, expected) => {
    const error = errorFor(wallAfter(minutes as number));
    if (expected === 'outside')
      expect(error).toEqual({
        key: 'checkout.pickUp.outsideSchedule',
        values: { open: '10:00', close: '23:00' },
      });
    else expect(error).toBe(expected);
  });

  it('the same value judged 20 minutes later by the clock is too soon: the real date plays no part', () => {
    expect(errorFor(wallAfter(30))).toBeNull();
    expect(errorFor(wallAfter(30), () => CHECKOUT_NOW + 20 * 60_000)).toBe('checkout.pickUp.tooSoon');
  });

  it("the input's minimum is the flow's now + 15 min", () => {
    expect(selectPickUpMinimum(start(() => CHECKOUT_NOW).getSnapshot())).toBe('2026-11-18T12:15');
  });
});
