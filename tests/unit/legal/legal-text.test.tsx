import { describe, expect, it } from 'vitest';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { LEGAL_EMPTY, LegalText, toParagraphs } from '@/src/screens/legal/legal-text';
import { render } from '../shell/render';

describe('toParagraphs', () => {
  it('splits on blank lines and single line breaks, dropping empty lines', () => {
    expect(toParagraphs('Uno.\n\nDos.\r\nTres.\n \n')).toEqual(['Uno.', 'Dos.', 'Tres.']);
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs(undefined)).toEqual([]);
  });
});

describe('LegalText', () => {
  it('renders each paragraph as a <p>', () => {
    const { html } = render(<LegalText text={'1. Uso del servicio.\n\n2. Puntos.'} />);
    expect(html).toBe(
      '<div class="legal__text"><p lang="es">1. Uso del servicio.</p><p lang="es">2. Puntos.</p></div>',
    );
  });

  it('shows the translation of a paragraph when there is one, marking the Spanish ones as Spanish', () => {
    const translate = (p: string) => (p === '2. Puntos.' ? '2. Points.' : p);
    const { html } = render(<LegalText text={'1. Uso del servicio.\n\n2. Puntos.'} translate={translate} />);
    expect(html).toBe(
      '<div class="legal__text"><p lang="es">1. Uso del servicio.</p><p>2. Points.</p></div>',
    );
  });

  it('shows markup in brand data as text, never as HTML', () => {
    const hostile =
      'Términos <script>alert("xss")</script>\n<img src=x onerror="alert(1)">\n<a href="javascript:alert(2)">ver</a>';
    const { html } = render(<LegalText text={hostile} />);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<a ');
    // Preact's server renderer escapes `<`, `&` and `"` in text (a `>` alone opens nothing).
    expect(html).toContain('&lt;script>alert(&quot;xss&quot;)&lt;/script>');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;>');
    expect(html).not.toMatch(/<(script|img|a)[\s>]/);
    expect(html.match(/<p lang="es">/g)).toHaveLength(3);
  });

  it('says so when the brand has no text', () => {
    expect(render(<LegalText text={null} />).text).toBe('Todavía no hay información disponible.');
    expect(textIn(es, LEGAL_EMPTY)).toBe('Todavía no hay información disponible.');
  });
});
