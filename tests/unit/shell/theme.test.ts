import { describe, expect, it } from 'vitest';
import { brandColorVariable, isValidCssColor } from '@/machines/rules/brand-colors';
import { applyBrandTheme, type ThemeDocument, themeColorOf } from '@/src/shell/theme';

function fakeRoot() {
  const set = new Map<string, string>();
  return { set, root: { style: { setProperty: (name: string, value: string) => set.set(name, value) } } };
}

function fakeDocument(existingMeta: boolean) {
  const appended: unknown[] = [];
  const meta = {
    attributes: new Map<string, string>(),
    setAttribute(n: string, v: string) {
      this.attributes.set(n, v);
    },
  };
  const doc: ThemeDocument & { appended: unknown[] } = {
    title: 'Pedidos',
    head: { appendChild: (node) => appended.push(node) },
    querySelector: () => (existingMeta ? meta : null),
    createElement: () => meta,
    appended,
  };
  return { doc, meta };
}

describe('isValidCssColor', () => {
  it.each([
    ['#C2410C', true],
    ['#fff', true],
    ['#ffff', true],
    ['#11223344', true],
    ['  #1d4ed8  ', true],
    ['rgb(12, 34, 56)', true],
    ['rgba(12,34,56,0.5)', true],
    ['rgb(12 34 56 / 50%)', true],
    ['hsl(210deg 40% 50%)', true],
    ['hsla(210, 40%, 50%, .3)', true],
    ['RebeccaPurple', true],
    ['transparent', true],
    ['#ggg', false],
    ['#12345', false],
    ['red; background: url(https://evil.example/x.png)', false],
    ['url(https://evil.example/x.png)', false],
    ['var(--other)', false],
    ['rgb(1,2,3)} body{display:none', false],
    ['expression(alert(1))', false],
    ['notacolor', false],
    ['', false],
    [42, false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidCssColor(value)).toBe(expected);
  });
});

describe('brandColorVariable', () => {
  it.each([
    ['primary', '--brand-primary'],
    ['primaryContrast', '--brand-primaryContrast'],
    ['text-muted', '--brand-text-muted'],
    ['bad name', null],
    ['x;color:red', null],
    ['1primary', null],
    ['', null],
  ])('%j → %j', (name, expected) => {
    expect(brandColorVariable(name)).toBe(expected);
  });
});

describe('applyBrandTheme', () => {
  const brand = {
    appName: 'Brasa Palermo',
    colors: [
      { name: 'primary', value: '#C2410C' },
      { name: 'surface', value: 'white' },
      { name: 'evil', value: 'red;}body{display:none' },
      { name: 'bad name', value: '#000' },
    ],
  };

  it('sets one --brand-* variable per valid colour and ignores the rest', () => {
    const { set, root } = fakeRoot();
    const applied = applyBrandTheme(brand, root, null);
    expect(applied).toEqual(['--brand-primary', '--brand-surface']);
    expect([...set.entries()]).toEqual([
      ['--brand-primary', '#C2410C'],
      ['--brand-surface', 'white'],
    ]);
  });

  it('sets the document title and updates the existing theme-color meta', () => {
    const { root } = fakeRoot();
    const { doc, meta } = fakeDocument(true);
    applyBrandTheme(brand, root, doc);
    expect(doc.title).toBe('Brasa Palermo');
    expect(meta.attributes.get('content')).toBe('#C2410C');
    expect(doc.appended).toHaveLength(0);
  });

  it('creates the theme-color meta when the page has none', () => {
    const { root } = fakeRoot();
    const { doc, meta } = fakeDocument(false);
    applyBrandTheme(brand, root, doc);
    expect(doc.appended).toEqual([meta]);
    expect(meta.attributes.get('name')).toBe('theme-color');
  });

  it('falls back to the first valid colour for the theme colour', () => {
    expect(
      themeColorOf({
        colors: [
          { name: 'x', value: 'nope' },
          { name: 'accent', value: '#123456' },
        ],
      }),
    ).toBe('#123456');
    expect(themeColorOf({ colors: [] })).toBeNull();
  });
});
