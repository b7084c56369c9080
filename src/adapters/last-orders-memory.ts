import type { OrderedProduct } from '@/machines/menu-browsing/last-orders';
import { APP_KEYS, local } from './browser-storage';

/**
 * 'Tus últimos pedidos' remembered on this device (`{prefix}_user_last_orders`, machines/rules/storage-keys.ts):
 * the products of the user's last history answer, for one user. menuBrowsing recalls it while a visit's first
 * MENU opening asks the history, so the section is in place at the menu's first paint and nothing moves when
 * the answer comes (issue 11). Anything unreadable, or another user's list, recalls as none.
 */
export interface RememberedLastOrders {
  userId: string;
  products: OrderedProduct[];
}

/** The part of local storage this needs (tests give a map). */
export type MemoryStorage = Pick<typeof local, 'getJson' | 'setJson'>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function recallLastOrders(userId: string, storage: MemoryStorage = local): OrderedProduct[] {
  const saved = storage.getJson<Partial<RememberedLastOrders>>(APP_KEYS.userLastOrders);
  if (!saved || typeof saved !== 'object' || saved.userId !== userId || !Array.isArray(saved.products)) {
    return [];
  }
  return saved.products
    .map((p: Partial<OrderedProduct> | null) => ({ sku: text(p?.sku), id: text(p?.id) }))
    .filter((p) => p.sku !== null || p.id !== null);
}

export function rememberLastOrders(remembered: RememberedLastOrders, storage: MemoryStorage = local): void {
  if (!remembered.userId) return;
  storage.setJson(APP_KEYS.userLastOrders, remembered);
}
