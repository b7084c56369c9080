import type * as v from 'valibot';
import { flattenCustomization } from '@/machines/rules/order-payload';
import type { orderPaymentField } from '@/machines/rules/order-payload-schema';
import type { PayloadLineIn } from '../services/order-quote';

export {
  ORDER_TYPES,
  orderLine,
  orderPaymentField,
  type SendOrderBody,
  sendOrderBody,
  type UpdateOrderBody,
  updateOrderBody,
} from '@/machines/rules/order-payload-schema';

/** The validated lines as the pricing service reads them (customization flattened). */
export function toPayloadLines(lines: v.InferOutput<typeof orderPaymentField>): PayloadLineIn[] {
  return lines.map((l) => {
    const c = l.customization;
    const items = !c ? [] : Array.isArray(c) ? c : flattenCustomization(c as never);
    return {
      sku: l.sku,
      quantity: l.quantity,
      comments: l.comments ?? undefined,
      orderProductId: l.orderProductId ?? undefined,
      upsellingId: l.upsellingId ?? undefined,
      customization: items.map((i) => {
        const category = i.category as { id?: unknown } | null | undefined;
        return {
          sku: String(i.sku),
          quantity: (i.quantity as number | null) ?? undefined,
          categoryId: typeof category?.id === 'string' ? category.id : undefined,
        };
      }),
    };
  });
}
