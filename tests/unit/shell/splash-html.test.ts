import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_SPLASH_ID } from '@/machines/rules/splash';
import { injectBrand } from '@/server/static/spa';
import {
  brandColorsCss,
  criticalSplashCss,
  INLINE_LOGO_MAX_BYTES,
  injectSplash,
  inlineSvgLogo,
  minifyCss,
  safeLogoUrl,
  splashMarkup,
  splashStyle,
} from '@/server/static/splash-html';
import { releaseServerSplash } from '@/src/shell/server-splash';

const brand = {
  appName: 'Brasa Palermo',
  headerLogo: '/static/brands/brasa/logo.svg',
  colors: [
    { name: 'primary', value: '#c2410c' },
    { name: 'surface', value: 'rgb(255, 250, 245)' },
  ],
};

const INDEX = `<!doctype html><html lang="es-AR"><head><meta charset="UTF-8" /><title>Pedidos</title>
<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>
<body class="x">
<div id="root"></div></body></html>`;

describe('the splash in the HTML', () => {
  it('puts the style in the head and the splash first in the body, before #root', () => {
    const html = injectSplash(injectBrand(INDEX, brand), brand);
    const style = html.indexOf(`<style id="${SERVER_SPLASH_ID}-css">`);
    const splash = html.indexOf(`<div id="${SERVER_SPLASH_ID}" class="splash"`);
    expect(style).toBeGreaterThan(html.indexOf('<head>'));
    expect(style).toBeLessThan(html.indexOf('</head>'));
    expect(splash).toBe(html.indexOf('<body class="x">') + '<body class="x">'.length);
    expect(splash).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('window.brandData = ');
  });

  it('shows the logo with its size and high priority, the app name and the Spanish accessible name', () => {
    const markup = splashMarkup(brand);
    expect(markup).toContain('role="status" aria-label="Cargando Brasa Palermo"');
    expect(markup).toContain(
      '<img class="splash__logo" src="/static/brands/brasa/logo.svg" alt="Brasa Palermo" width="320" height="96" fetchpriority="high" onerror="this.remove()">',
    );
    expect(markup).toContain('<span class="splash__name">Brasa Palermo</span>');
  });

  it('escapes the app name and the logo URL from the database', () => {
    const evil = {
      appName: `"><script>alert(1)</script><img src=x onerror='x'>&`,
      headerLogo: '/logo.svg"onerror="alert(1)',
      colors: [],
    };
    const markup = splashMarkup(evil);
    expect(markup).not.toContain('<script');
    // Only the splash's own tags: <div>, <span>, </span>, </div>.
    expect(markup.match(/<[a-z/]/gi)).toHaveLength(4);
    expect(markup).not.toContain("onerror='x'");
    expect(markup).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    // A URL with a quote is refused: no logo, the name stands in.
    expect(markup).not.toContain('<img');
    expect(markup).toContain('<span class="splash__name">&#34;&#62;&#60;script&#62;');
    const html = injectSplash(INDEX, evil);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('accepts same-site paths and http(s) URLs for the logo, nothing else', () => {
    expect(safeLogoUrl('/static/brands/a/logo.svg')).toBe('/static/brands/a/logo.svg');
    expect(safeLogoUrl('https://cdn.example.com/l.png?v=1&x=2')).toBe(
      'https://cdn.example.com/l.png?v=1&x=2',
    );
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/l.svg',
      'logo.svg',
      '/a b.svg',
      "/a'.svg",
      '/a<.svg',
      '',
      null,
      42,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeLogoUrl(bad), String(bad)).toBeNull();
    }
    expect(splashMarkup({ ...brand, headerLogo: 'https://cdn.example.com/l.png?v=1&x=2' })).toContain(
      'src="https://cdn.example.com/l.png?v=1&#38;x=2"',
    );
  });

  it('writes only valid brand colours as --brand-* variables (no CSS or HTML injection)', () => {
    expect(brandColorsCss(brand.colors)).toBe(
      ':root{--brand-primary:#c2410c;--brand-surface:rgb(255, 250, 245)}',
    );
    expect(
      brandColorsCss([
        { name: 'primary', value: 'red;}</style><script>alert(1)</script>' },
        { name: 'x}body{', value: '#fff' },
        { name: 'surface', value: 'url(https://evil.example)' },
        { name: 'text', value: ' #111 ' },
        null,
      ]),
    ).toBe(':root{--brand-text:#111}');
    expect(brandColorsCss('red')).toBe('');
    expect(brandColorsCss([])).toBe('');
    const style = splashStyle({ ...brand, colors: [{ name: 'primary', value: '</style><script>' }] });
    expect(style.match(/<\/style>/g)).toHaveLength(1);
  });

  it('inlines the app splash rules from src/styles/splash.css, the one source', () => {
    const css = criticalSplashCss();
    expect(css).toBe(minifyCss(readFileSync('src/styles/splash.css', 'utf8')));
    expect(css).toContain('.splash{position:fixed;inset:0;z-index:1000;');
    expect(css).toContain('.splash__logo{display:block;width:min(64vw,280px);');
    expect(css).toContain('.splash__logo + .splash__name{display:none}');
    // calc() keeps the spaces around + (it would be invalid without them); no comments left.
    expect(css).toContain('calc(env(safe-area-inset-top,0px) + 24px)');
    expect(css).not.toContain('/*');
    expect(css).not.toMatch(/<|var\(--color-|var\(--safe-/);
  });

  it('carries a small SVG logo inside the HTML, and fetches a large or non-SVG one by its URL', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 3"><text>Brasa & "Co"</text></svg>';
    const inline = inlineSvgLogo(svg);
    expect(inline).toBe(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    const markup = splashMarkup(brand, { inlineLogo: inline });
    expect(markup).toContain(`src="${inline}"`);
    expect(markup).not.toContain(String(brand.headerLogo));
    // Nothing in the data URL can close the attribute.
    expect(markup.match(/"/g)?.length).toBe(splashMarkup(brand).match(/"/g)?.length);
    expect(inlineSvgLogo(`<?xml version="1.0"?>\n${svg}`)).toMatch(/^data:image\/svg\+xml,/);
    expect(inlineSvgLogo(`<svg>${'x'.repeat(INLINE_LOGO_MAX_BYTES)}</svg>`)).toBeNull();
    expect(inlineSvgLogo('<html><script>alert(1)</script></html>')).toBeNull();
    expect(splashMarkup(brand, { inlineLogo: 'javascript:alert(1)' })).toContain(`src="${brand.headerLogo}"`);
  });

  it('leaves HTML without a head or a body as it was', () => {
    expect(injectSplash('<div id="root"></div>', brand)).toBe('<div id="root"></div>');
    expect(injectSplash('<body></body><head></head>', brand)).toBe('<body></body><head></head>');
  });

  it('shows a name and no logo when the brand has none', () => {
    const markup = splashMarkup({ appName: 'Del Plata' });
    expect(markup).not.toContain('<img');
    expect(markup).toContain('<span class="splash__name">Del Plata</span>');
    expect(splashMarkup({})).toContain('aria-label="Cargando "');
  });
});

describe('releasing the server splash', () => {
  const fakeDocument = () => {
    const element = {
      remove: vi.fn(),
      style: { transitionProperty: '', transitionDuration: '', opacity: '', pointerEvents: '' },
    };
    const doc = { getElementById: vi.fn((id: string) => (id === SERVER_SPLASH_ID ? element : null)) };
    return { element, doc };
  };

  it('removes it at once', () => {
    const { element, doc } = fakeDocument();
    expect(releaseServerSplash(0, doc)).toBe(true);
    expect(element.remove).toHaveBeenCalledOnce();
  });

  it('fades it out, then removes it', () => {
    vi.useFakeTimers();
    try {
      const { element, doc } = fakeDocument();
      releaseServerSplash(400, doc);
      expect(element.style).toEqual({
        transitionProperty: 'opacity',
        transitionDuration: '400ms',
        opacity: '0',
        pointerEvents: 'none',
      });
      expect(element.remove).not.toHaveBeenCalled();
      vi.advanceTimersByTime(400);
      expect(element.remove).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing without one (or without a document)', () => {
    expect(releaseServerSplash(0, { getElementById: () => null })).toBe(false);
    expect(releaseServerSplash(0, null)).toBe(false);
  });
});
