// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency } from '@/machines/rules/format';
import { ProductBottomBar, type ProductBottomBarProps } from '@/src/screens/product/product-overlay';

/** The product overlay's bottom bar (ordering.md §2 "Product overlay"): the total, or 'Selecciona un producto' at 0. */
const props = (total: number): ProductBottomBarProps => ({
  total,
  formatPrice: formatCurrency,
  quantity: 1,
  canDecrease: false,
  isTypedQuantity: false,
  quantityText: '1',
  isEditing: false,
  isSaving: false,
  onDecrease: vi.fn(),
  onIncrease: vi.fn(),
  onQuantityTyped: vi.fn(),
  onQuantityBlurred: vi.fn(),
  onSubmit: vi.fn(),
});

afterEach(() => cleanup());

describe('the product overlay bottom bar', () => {
  it("shows 'Selecciona un producto' when the total is 0, and no price", () => {
    const { container } = render(<ProductBottomBar {...props(0)} />);
    const total = container.querySelector('.product-bar__total');
    expect(total?.textContent).toBe('Selecciona un producto');
    expect(total?.textContent).not.toContain('$');
    expect(container.querySelector('.product-bar__submit')?.textContent).toBe('Agregar al pedido');
  });

  it('shows the formatted total when there is one', () => {
    const { container } = render(<ProductBottomBar {...props(6900)} />);
    const total = container.querySelector('.product-bar__total');
    expect(total?.textContent).toContain(formatCurrency(6900));
    expect(total?.textContent).not.toContain('Selecciona un producto');
  });
});
