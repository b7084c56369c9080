import { describe, expect, it } from 'vitest';
import { SearchBar } from '@/src/shell/search-bar';
import { render, tagsWith } from './render';

const noop = () => {};

describe('SearchBar', () => {
  it('shows the clear button "Limpiar búsqueda" only when there is text', () => {
    const withText = render(<SearchBar value="pizza" onChange={noop} onClear={noop} />).html;
    expect(tagsWith(withText, 'aria-label="Limpiar búsqueda"')).toHaveLength(1);
    expect(tagsWith(withText, 'type="submit"')).toHaveLength(0);
    expect(tagsWith(withText, 'value="pizza"')).toHaveLength(1);

    const empty = render(<SearchBar value="" onChange={noop} onClear={noop} />).html;
    expect(empty).not.toContain('Limpiar búsqueda');
    expect(tagsWith(empty, 'type="submit"')).toHaveLength(1);
  });

  it('uses the "Buscar..." placeholder and a search landmark', () => {
    const { html } = render(<SearchBar value="" onChange={noop} onClear={noop} />);
    expect(html).toContain('placeholder="Buscar..."');
    expect(html.startsWith('<search')).toBe(true);
  });
});
