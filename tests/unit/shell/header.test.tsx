import { describe, expect, it } from 'vitest';
import { HeaderBar, type HeaderBarProps } from '@/src/shell/header';
import { PointsBadge } from '@/src/shell/points-badge';
import { render, tagsWith } from './render';

const base: HeaderBarProps = {
  title: '',
  subTitle: '',
  hasBack: false,
  tabs: null,
  searchValue: null,
  points: null,
  isHidden: false,
};

describe('HeaderBar', () => {
  it('renders nothing when the screen asks for nothing', () => {
    expect(render(<HeaderBar {...base} />).html).toBe('');
  });

  it('shows the title, subtitle and a "Volver" button', () => {
    const { html, text } = render(
      <HeaderBar {...base} title="Mis puntos" subTitle="Sucursal Palermo" hasBack />,
    );
    expect(html).toContain('<h1 class="header__title">Mis puntos</h1>');
    expect(text).toContain('Sucursal Palermo');
    expect(tagsWith(html, 'aria-label="Volver"')).toHaveLength(1);
    expect(render(<HeaderBar {...base} title="Perfil" />).html).not.toContain('Volver');
  });

  it('renders tabs as a radio group with the preselected value checked and an alert dot', () => {
    const { html } = render(
      <HeaderBar
        {...base}
        title="Pedidos"
        tabs={{
          active: 'past',
          alertValue: 'active',
          options: [
            { label: 'Activos', value: 'active' },
            { label: 'Anteriores', value: 'past' },
          ],
        }}
      />,
    );
    expect(tagsWith(html, 'role="radiogroup"')).toHaveLength(1);
    const radios = tagsWith(html, 'type="radio"');
    expect(radios).toHaveLength(2);
    expect(radios.filter((r) => r.includes('checked'))).toHaveLength(1);
    expect(radios.find((r) => r.includes('checked'))).toContain('value="past"');
    expect(tagsWith(html, 'tabs__alert')).toHaveLength(1);
  });

  it('shows the search bar with the URL value and the points badge when given', () => {
    const { html, text } = render(
      <HeaderBar {...base} searchValue="empanadas" points={{ availablePoints: 12500, unit: 'PTS' }} />,
    );
    expect(tagsWith(html, 'value="empanadas"')).toHaveLength(1);
    expect(text).toContain('12.500 PTS');
  });

  it('marks a slid-away header hidden from assistive technology', () => {
    const { html } = render(<HeaderBar {...base} title="Menú" isHidden />);
    expect(tagsWith(html, '<header')[0]).toContain('aria-hidden="true"');
    expect(tagsWith(render(<HeaderBar {...base} title="Menú" />).html, '<header')[0]).not.toContain(
      'aria-hidden',
    );
  });
});

describe('PointsBadge', () => {
  it('shows the available points with the unit', () => {
    const { html, text } = render(<PointsBadge availablePoints={1500} unit="PKT" />);
    expect(text).toContain('1.500 PKT');
    expect(html).toContain('aria-label="1.500 PKT disponibles"');
  });
});
