import { describe, expect, it } from 'vitest';
import { BottomNav, isNavPathActive } from '@/src/shell/bottom-nav';
import { render, tagsWith } from './render';

const noop = () => {};

describe('BottomNav', () => {
  it('lists Inicio, Puntos, the placeholder, Cupones and Perfil in that order, plus the QR button', () => {
    const { html } = render(<BottomNav activePath="/" isMobile isHidden={false} onNavigate={noop} />);
    const labels = [...html.matchAll(/<span class="bottom-nav__label">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(labels).toEqual(['Inicio', 'Puntos', 'Cupones', 'Perfil']);
    const items = [...html.matchAll(/<li [^>]*class="([^"]+)"/g)].map((m) => m[1]);
    expect(items[2]).toContain('bottom-nav__item--placeholder');
    expect(items).toHaveLength(5);
    expect(tagsWith(html, 'aria-label="Código QR"')[0]).toContain('href="/qr-code"');
  });

  it('links items to their routes and leaves Cupones disabled, linking nowhere', () => {
    const { html } = render(<BottomNav activePath="/" isMobile isHidden={false} onNavigate={noop} />);
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/puntos"');
    expect(html).toContain('href="/perfil"');
    expect(html).not.toContain('href="/cupones"');
    const coupons = html.slice(html.indexOf('aria-disabled'), html.indexOf('Cupones'));
    expect(tagsWith(html, 'aria-disabled="true"')).toHaveLength(1);
    expect(coupons).not.toContain('href=');
  });

  it('marks only the active section with aria-current="page"', () => {
    const { html } = render(
      <BottomNav activePath="/puntos/detalles/7" isMobile isHidden={false} onNavigate={noop} />,
    );
    const current = tagsWith(html, 'aria-current="page"');
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/puntos"');
  });

  it('highlights the QR button on the QR route', () => {
    const { html } = render(<BottomNav activePath="/qr-code" isMobile isHidden={false} onNavigate={noop} />);
    const current = tagsWith(html, 'aria-current="page"');
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('aria-label="Código QR"');
  });

  it('is a bottom bar on mobile, a floating bar on desktop, and hidden while typing', () => {
    expect(render(<BottomNav activePath="/" isMobile isHidden={false} onNavigate={noop} />).html).toContain(
      'bottom-nav--bar',
    );
    const desktop = render(
      <BottomNav activePath="/" isMobile={false} isHidden={false} onNavigate={noop} />,
    ).html;
    expect(desktop).toContain('bottom-nav--floating');
    expect(tagsWith(desktop, 'class="bottom-nav ')[0]).not.toContain('hidden');
    expect(
      tagsWith(render(<BottomNav activePath="/" isMobile isHidden onNavigate={noop} />).html, '<nav')[0],
    ).toContain('hidden');
  });
});

describe('isNavPathActive', () => {
  it.each([
    ['/', '/', true],
    ['/', '/perfil', false],
    // 'Inicio' is the ordering section: a branch's home and its menu (a product over them) too (diner's walk).
    ['/', '/sucursal/64b7f0a1c2d3e4f510000001/brasa-palermo', true],
    ['/', '/menu/64b7f0a1c2d3e4f510000001/brasa-palermo/product/PAR-001', true],
    ['/', '/menus', false],
    ['/', '/puntos', false],
    ['/', '/checkout', false],
    ['/perfil', '/perfil/ayuda', true],
    ['/perfil', '/perfiles', false],
    ['/puntos', '/puntos', true],
  ])('%s on %s → %s', (item, current, expected) => {
    expect(isNavPathActive(item, current)).toBe(expected);
  });
});
