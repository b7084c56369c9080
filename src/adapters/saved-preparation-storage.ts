import { savedPreparationKey } from '@/machines/order-preparation/saved-preparation-key';
import { STORAGE_PREFIX, session } from './browser-storage';

/**
 * The preparation kept across a reload (docs/ordering-product.md "Kept across a reload"): session storage, so
 * it survives a reload of the tab (and the browser's restore of a discarded tab) but another tab configuring
 * the same product does not see it. Storage that refuses (private modes) just keeps nothing.
 */
const KEY = savedPreparationKey(STORAGE_PREFIX);

export const savedPreparationStorage = {
  /** The stored text, parsed (and checked) by the flow; null when nothing is kept. */
  read: (): string | null => session.get(KEY),
  write: (record: unknown): void => {
    if (record) session.setJson(KEY, record);
    else session.remove(KEY);
  },
  forget: (): void => session.remove(KEY),
};
