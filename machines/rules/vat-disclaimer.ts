import type { MessageKey } from '../../locales/catalogue';
import type { Brand, User } from '../types';

/** The VAT line shown above the bottom area (accounts.md §2.3 "Layout"): its catalogue key. */
export const VAT_DISCLAIMER_TEXT = 'shell.vatDisclaimer' satisfies MessageKey;

export interface VatDisclaimerInput {
  /** The screen's page-level `ivaDisclaimer` flag. */
  ivaDisclaimer: boolean;
  brand: Pick<Brand, 'businessType' | 'showVatDisclaimer'>;
  user: Pick<User, 'priceCategory'> | null;
}

/**
 * "Los precios no incluyen IVA" shows when the screen asks for it, the brand is b2b (and has not turned the
 * disclaimer off with `showVatDisclaimer: false`), and the user's price category is "default" or absent: other
 * categories are negotiated prices the line would misdescribe.
 */
export function shouldShowVatDisclaimer({ ivaDisclaimer, brand, user }: VatDisclaimerInput): boolean {
  if (!ivaDisclaimer) return false;
  if (brand.businessType !== 'b2b') return false;
  if (brand.showVatDisclaimer === false) return false;
  const category = user?.priceCategory;
  return category === undefined || category === null || category === '' || category === 'default';
}
