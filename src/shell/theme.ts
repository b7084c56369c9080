import { brandColorVariable, isValidCssColor } from '@/machines/rules/brand-colors';
import type { Brand } from '@/machines/types';

export interface StyleRoot {
  style: { setProperty(name: string, value: string): void };
}

/** The parts of `document` the theme touches (a fake one in tests). */
export interface ThemeDocument {
  title: string;
  head: { appendChild(node: unknown): unknown } | null;
  querySelector(selectors: string): { setAttribute(name: string, value: string): void } | null;
  createElement(tag: 'meta'): { setAttribute(name: string, value: string): void };
}

/** The colour for the browser chrome: the brand's primary colour, else its first valid one. */
export function themeColorOf(brand: Pick<Brand, 'colors'>): string | null {
  const valid = (brand.colors ?? []).filter((c) => isValidCssColor(c.value) && brandColorVariable(c.name));
  return (valid.find((c) => c.name === 'primary') ?? valid[0])?.value.trim() ?? null;
}

/**
 * Applies the brand's theme: every valid `colors` entry becomes `--brand-<name>` on the root, the document
 * title becomes the app name and the theme-color meta follows the primary colour. Returns the variables set.
 */
export function applyBrandTheme(
  brand: Pick<Brand, 'colors' | 'appName'>,
  root: StyleRoot,
  doc: ThemeDocument | null = typeof document === 'undefined' ? null : (document as unknown as ThemeDocument),
): string[] {
  const applied: string[] = [];
  for (const color of brand.colors ?? []) {
    const variable = brandColorVariable(color?.name);
    if (!variable || !isValidCssColor(color.value)) continue;
    root.style.setProperty(variable, color.value.trim());
    applied.push(variable);
  }
  if (doc) {
    if (brand.appName) doc.title = brand.appName;
    const themeColor = themeColorOf(brand);
    if (themeColor) {
      let meta = doc.querySelector('meta[name="theme-color"]');
      if (!meta && doc.head) {
        meta = doc.createElement('meta');
        meta.setAttribute('name', 'theme-color');
        doc.head.appendChild(meta);
      }
      meta?.setAttribute('content', themeColor);
    }
  }
  return applied;
}
