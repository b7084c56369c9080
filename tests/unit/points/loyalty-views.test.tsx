import { describe, expect, it } from 'vitest';
import { LoyaltySignInPrompt, PersonalQr, PointsTotal } from '@/src/screens/points/loyalty-views';
import { qrPath } from '@/src/screens/points/qr-code';
import { render, tagsWith } from '../shell/render';

const noop = () => {};

describe('a guest on POINTS and QR_CODE (accounts.md §2.7)', () => {
  it('is asked to sign in to use the points, with the social sign-in', () => {
    const { text } = render(
      <LoyaltySignInPrompt
        screen="points"
        appName="Brasa Palermo"
        providerName="Google"
        isStartingSocialLogin={false}
        onSocialLogin={noop}
      />,
    );
    expect(text).toContain('Ingresá para poder utilizar los puntos de Brasa Palermo');
    expect(text).toContain('Ingresar con Google');
    expect(text).not.toContain('todavía no está disponible');
  });

  it('is asked to sign in to use the QR', () => {
    const { text } = render(
      <LoyaltySignInPrompt
        screen="qr"
        appName="Brasa Palermo"
        providerName="Google"
        isStartingSocialLogin={false}
        onSocialLogin={noop}
      />,
    );
    expect(text).toContain('Ingresá para poder utilizar el QR de Brasa Palermo');
  });
});

describe('a registered diner', () => {
  it('sees "Total de puntos" with availablePoints and the unit, in the locale', () => {
    const { text } = render(<PointsTotal availablePoints={12500.7} isLoading={false} unit="PTS" />);
    expect(text).toContain('Total de puntos');
    expect(text).toContain('12.500 PTS');
  });

  it('sees a spinner while the points load, not a zero', () => {
    const { html, text } = render(<PointsTotal availablePoints={null} isLoading unit="PTS" />);
    expect(tagsWith(html, 'role="progressbar"')).toHaveLength(1);
    expect(text).not.toContain('0 PTS');
  });

  it('sees the name and a QR code of the payload', () => {
    const payload = JSON.stringify({ user_id: 'u-1', brand_id: 'b-1' });
    const { html, text } = render(<PersonalQr userName="Lucía Fernández" payload={payload} />);
    expect(text).toContain('Lucía Fernández');
    const svg = tagsWith(html, '<svg')[0];
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Tu código QR personal"');
    expect(html).toContain(`d="${qrPath(payload).path}"`);
  });
});

describe('the QR drawing', () => {
  it('is the same for the same text, with a quiet zone of 4 modules', () => {
    const a = qrPath('{"user_id":"u-1","brand_id":"b-1"}');
    expect(qrPath('{"user_id":"u-1","brand_id":"b-1"}')).toEqual(a);
    expect(a.size).toBeGreaterThanOrEqual(21 + 8);
    expect(a.path.startsWith('M4 4h1v1h-1z')).toBe(true); // the finder pattern's corner
    expect(qrPath('otro').path).not.toBe(a.path);
  });
});
