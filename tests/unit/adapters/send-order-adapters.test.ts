import { describe, expect, it, vi } from 'vitest';
import type { OrderPayload } from '@/machines/rules/order-payload';
import { ApiError, type HttpCall } from '@/src/adapters/http';
import { createOrdersApi, toSendOrderAnswer } from '@/src/adapters/orders-api';
import { createPaymentWindow, type PaymentWindowHost } from '@/src/adapters/payment-window';

const payload = { idCliente: 'u1', draftOrderId: 'd1', orderChangeState: 'new' } as unknown as OrderPayload;

describe('the orders adapter', () => {
  it('creates with POST /pedido/sendorder and reads the order id, the preference and the checkout origin', async () => {
    const call = vi.fn(async () => ({
      status: 'success',
      data: { _id: 'o1' },
      preferenceId: 'sbx-1',
      checkoutUrl: 'http://127.0.0.1:4121/checkout?preference=sbx-1',
    })) as unknown as HttpCall;
    const answer = await createOrdersApi(call).submitOrder({ payload, updateOrderId: null });
    expect(call).toHaveBeenCalledWith('/pedido/sendorder', { method: 'POST', body: payload });
    expect(answer).toEqual({
      orderId: 'o1',
      preferenceId: 'sbx-1',
      checkoutUrl: 'http://127.0.0.1:4121/checkout?preference=sbx-1',
      checkoutOrigin: 'http://127.0.0.1:4121',
      duplicate: false,
    });
  });

  it('updates the open table order with PUT /pedido/updateOrder/:id', async () => {
    const call = vi.fn(async () => ({ data: { _id: 'open-1' } })) as unknown as HttpCall;
    const answer = await createOrdersApi(call).submitOrder({ payload, updateOrderId: 'open-1' });
    expect(call).toHaveBeenCalledWith('/pedido/updateOrder/open-1', { method: 'PUT', body: payload });
    expect(answer.preferenceId).toBeNull();
  });

  it('reports a repeat of the same draftOrderId (duplicate: true)', () => {
    expect(toSendOrderAnswer({ data: { _id: 'o1' }, duplicate: true }).duplicate).toBe(true);
  });

  it('refuses an answer without the order id (an error, not a lost answer)', () => {
    try {
      toSendOrderAnswer({ data: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).not.toBeNull();
    }
  });

  it('passes a lost answer on as the client’s network error (status null)', async () => {
    const call = vi.fn(async () => {
      throw new ApiError('network error: Failed to fetch', null);
    }) as unknown as HttpCall;
    await expect(createOrdersApi(call).sendOrder(payload)).rejects.toMatchObject({ status: null });
  });
});

/** A window stand-in: open answers the given popup (or null when blocked). */
function host(popup: Partial<Window> | null) {
  const assign = vi.fn();
  const open = vi.fn(() => popup as Window | null);
  return { host: { open, location: { assign } } satisfies PaymentWindowHost, open, assign };
}

describe('the payment window', () => {
  it('reserves a blank popup, then points it at the checkout', () => {
    const popup = { closed: false, location: { href: 'about:blank' } as Location, close: vi.fn() };
    const h = host(popup);
    const w = createPaymentWindow(h.host);
    w.reserve();
    expect(h.open).toHaveBeenCalledWith('', '_blank', expect.stringContaining('popup'));
    expect(w.navigate('http://pagos/checkout?preference=1')).toBe('window');
    expect(popup.location.href).toBe('http://pagos/checkout?preference=1');
    expect(h.assign).not.toHaveBeenCalled();
  });

  it('a refused popup sends this page to the checkout instead', () => {
    const h = host(null);
    const w = createPaymentWindow(h.host);
    w.reserve();
    expect(w.navigate('http://pagos/checkout?preference=1')).toBe('page');
    expect(h.assign).toHaveBeenCalledWith('http://pagos/checkout?preference=1');
  });

  it('the reserved window says the waiting text until the checkout loads (not an empty white page)', () => {
    const body = { textContent: '', style: { cssText: '' } };
    const popup = { closed: false, location: {} as Location, close: vi.fn(), document: { title: '', body } };
    const w = createPaymentWindow(host(popup as unknown as Partial<Window>).host);
    w.reserve('Estamos procesando tu pago/órden');
    expect(popup.document.title).toBe('Estamos procesando tu pago/órden');
    expect(body.textContent).toBe('Estamos procesando tu pago/órden');
    expect(body.style.cssText).toContain('place-items:center');
  });

  it('a popup the diner already closed also falls back to the redirect', () => {
    const h = host({ closed: true, location: {} as Location, close: vi.fn() });
    const w = createPaymentWindow(h.host);
    w.reserve();
    expect(w.navigate('http://pagos/x')).toBe('page');
  });

  it('closing closes the reserved popup once; nothing reserved is nothing closed', () => {
    const popup = { closed: false, location: {} as Location, close: vi.fn() };
    const h = host(popup);
    const w = createPaymentWindow(h.host);
    w.close();
    w.reserve();
    w.close();
    w.close();
    expect(popup.close).toHaveBeenCalledTimes(1);
  });
});
