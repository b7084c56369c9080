// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OrderRecord, parseOrder } from '@/machines/rules/order-record';
import { ActiveOrderCard, type ActiveOrderCardProps } from '@/src/screens/active-orders/active-order-card';

const order = (fields: Record<string, unknown>): OrderRecord =>
  parseOrder({
    _id: 'order-1',
    idOrder: '1041',
    idLocal: 'branch-1',
    type: 'delivery',
    estadoDeOrden: 'COCINA',
    orderPayment: [
      { name: 'Morcilla', quantity: 2, price: 2900 },
      { name: 'Provoleta', quantity: 1, price: 5400 },
    ],
    ...fields,
  }) as OrderRecord;

function renderCard(props: Partial<ActiveOrderCardProps> & { order: OrderRecord }) {
  const onOpenDetail = vi.fn();
  const onConfirmRequested = vi.fn();
  render(
    <ActiveOrderCard
      statusText="Tu pedido está en preparación"
      detailHref="/perfil/ordenes/order-1"
      chatHref={null}
      canConfirm={false}
      onOpenDetail={onOpenDetail}
      onConfirmRequested={onConfirmRequested}
      {...props}
    />,
  );
  return { card: screen.getByRole('article'), onOpenDetail, onConfirmRequested };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the active order card (ordering.md §2 "Active order card")', () => {
  it("'Ver pedido' expands and collapses the items with 'Cantidad: {quantity}'", async () => {
    const { card } = renderCard({ order: order({}) });
    const toggle = within(card).getByRole('button', { name: 'Ver pedido' });
    const items = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(items.hidden).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(items.hidden).toBe(false);
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MorcillaCantidad: 2', 'ProvoletaCantidad: 1']);
    await userEvent.click(toggle);
    expect(items.hidden).toBe(true);
  });

  it('reads orderPayment given as a JSON string', async () => {
    const { card } = renderCard({
      order: order({ orderPayment: JSON.stringify([{ name: 'Empanada de carne', quantity: 6 }]) }),
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Ver pedido' }));
    expect(within(card).getByText('Cantidad: 6')).toBeTruthy();
  });

  it('a malformed orderPayment logs a warning and says the products could not be shown (never blank)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { card } = renderCard({ order: order({ orderPayment: '[{"name": "Morcilla"' }) });
    await userEvent.click(within(card).getByRole('button', { name: 'Ver pedido' }));
    expect(within(card).getByText('No se pudieron mostrar los productos de este pedido.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(within(card).getByText('Pedido Activo')).toBeTruthy();
  });

  it("shows 'Compra: #{idOrder}' and, for a table order, the Total with totalFacturado", () => {
    const { card } = renderCard({
      order: order({ type: 'mesa', mesa: '7', totalFacturado: 12500 }),
      statusText: 'Mesa: 7',
    });
    expect(within(card).getByText('Compra: #1041')).toBeTruthy();
    expect(within(card).getByText('Total')).toBeTruthy();
    expect(within(card).getByText('Mesa: 7')).toBeTruthy();
    expect(card.textContent).toMatch(/\$\s?12\.500/);
  });

  it("links 'Seguí tu pedido' to tracking_url for delivery, and 'Contacta con la sucursal' to the chat for delivery_propio", () => {
    renderCard({ order: order({ tracking_url: 'https://envios.example.com/t/1' }) });
    const track = screen.getByRole('link', { name: 'Seguí tu pedido' });
    expect(track.getAttribute('href')).toBe('https://envios.example.com/t/1');
    expect(screen.queryByRole('link', { name: 'Contacta con la sucursal' })).toBeNull();
    cleanup();
    renderCard({ order: order({ type: 'delivery_propio' }), chatHref: 'https://wa.me/5491155501001' });
    expect(screen.getByRole('link', { name: 'Contacta con la sucursal' }).getAttribute('href')).toBe(
      'https://wa.me/5491155501001',
    );
    expect(screen.queryByRole('link', { name: 'Seguí tu pedido' })).toBeNull();
  });

  it('the card link opens the detail after storing the previous path; the X asks only when it shows', async () => {
    const hidden = renderCard({ order: order({}) });
    expect(within(hidden.card).queryByRole('button', { name: /Confirmar la recepción/ })).toBeNull();
    cleanup();
    const { card, onOpenDetail, onConfirmRequested } = renderCard({ order: order({}), canConfirm: true });
    const link = within(card).getByRole('link', { name: /Pedido Activo/ });
    expect(link.getAttribute('href')).toBe('/perfil/ordenes/order-1');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Confirmar la recepción del pedido #1041' }),
    );
    expect(onConfirmRequested).toHaveBeenCalledTimes(1);
    expect(onOpenDetail).not.toHaveBeenCalled();
    await userEvent.click(link);
    expect(onOpenDetail).toHaveBeenCalledTimes(1);
  });
});
