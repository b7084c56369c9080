// @vitest-environment happy-dom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductHeader } from '@/src/screens/product/product-overlay';

/**
 * ordering.md §2 "Product overlay": tags ('ref' values with icons) and allergen icons ('alergenos'); §3 "Dietary
 * tags (each with an icon)". Each mark is an icon with its label, never the wire name.
 */
afterEach(() => cleanup());

const view = (tags: string[], allergens: string[]) =>
  render(
    <ProductHeader
      product={{ name: 'Tarta', description: '', imageShow: null, tags, allergens }}
      content={(text) => text}
    />,
  );

describe("the product overlay's dietary tags and allergens", () => {
  it('shows each as an icon with its label (Spanish), not the wire name', () => {
    const { getByRole } = view(['vegano', 'sin tacc'], ['dioxidoDeAzufre', 'lácteos']);
    const tags = within(getByRole('list', { name: 'Características' })).getAllByRole('listitem');
    expect(tags.map((li) => li.textContent)).toEqual(['Vegano', 'Sin TACC']);
    const allergens = within(getByRole('list', { name: 'Alérgenos' })).getAllByRole('listitem');
    expect(allergens.map((li) => li.textContent)).toEqual(['Dióxido de azufre', 'Lácteos']);
    for (const li of [...tags, ...allergens]) {
      const icon = li.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(icon?.querySelectorAll('path').length).toBeGreaterThan(0);
    }
  });

  it("a name the spec does not list keeps the catalogue's text beside a plain tag icon; none, no list", () => {
    const { getByRole, queryByRole } = view(['picante'], []);
    const [item] = within(getByRole('list', { name: 'Características' })).getAllByRole('listitem');
    expect(item?.textContent).toBe('picante');
    expect(item?.querySelector('svg')).not.toBeNull();
    expect(queryByRole('list', { name: 'Alérgenos' })).toBeNull();
  });
});
