import { describe, expect, it } from 'vitest';
import { shouldShowVatDisclaimer, type VatDisclaimerInput } from '@/machines/rules/vat-disclaimer';

const b2b = { businessType: 'b2b' as const, showVatDisclaimer: true };
const b2c = { businessType: 'b2c' as const, showVatDisclaimer: true };

describe('shouldShowVatDisclaimer', () => {
  const cases: [string, VatDisclaimerInput, boolean][] = [
    [
      'b2b, flag on, default category',
      { ivaDisclaimer: true, brand: b2b, user: { priceCategory: 'default' } },
      true,
    ],
    ['b2b, flag on, no category', { ivaDisclaimer: true, brand: b2b, user: {} }, true],
    ['b2b, flag on, no user', { ivaDisclaimer: true, brand: b2b, user: null }, true],
    ['b2b, flag on, empty category', { ivaDisclaimer: true, brand: b2b, user: { priceCategory: '' } }, true],
    ['b2b, brand setting absent', { ivaDisclaimer: true, brand: { businessType: 'b2b' }, user: {} }, true],
    ['page flag off', { ivaDisclaimer: false, brand: b2b, user: { priceCategory: 'default' } }, false],
    ['b2c brand', { ivaDisclaimer: true, brand: b2c, user: { priceCategory: 'default' } }, false],
    [
      'b2b brand that turned it off',
      { ivaDisclaimer: true, brand: { businessType: 'b2b', showVatDisclaimer: false }, user: {} },
      false,
    ],
    ['negotiated category', { ivaDisclaimer: true, brand: b2b, user: { priceCategory: 'mayorista' } }, false],
  ];
  it.each(cases)('%s → %s', (_name, input, expected) => {
    expect(shouldShowVatDisclaimer(input)).toBe(expected);
  });
});
