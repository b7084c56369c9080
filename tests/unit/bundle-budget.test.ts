import { describe, expect, it } from 'vitest';
import { esCore } from '@/locales/es-core';
import { esExtra } from '@/locales/es-extra';
import { bundleReport, catalogueKeys, lateKeysInFirstScreen, moduleName } from '@/tools/bundle-budget';
import type { ChunkStats } from '@/tools/vite-bundle-stats';

const chunk = (file: string, over: Partial<ChunkStats> = {}): ChunkStats => ({
  file,
  name: file,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  modules: {},
  ...over,
});

// A build: the entry imports react statically and two screens lazily; the flows page (dev only) pulls
// mermaid, which must count neither for the first screen nor for the whole app.
const build: ChunkStats[] = [
  chunk('index.js', {
    isEntry: true,
    imports: ['react.js'],
    dynamicImports: ['profile.js', 'flows.js', 'en.js', 'de.js', 'es-extra.js'],
    modules: { '/repo/node_modules/i18next/dist/esm/i18next.js': 70, '/repo/src/shell/header.tsx': 5 },
  }),
  chunk('react.js', { modules: { '/repo/node_modules/react-dom/cjs/client.js': 500 } }),
  chunk('profile.js', { isDynamicEntry: true, imports: ['text-field.js'] }),
  chunk('text-field.js'),
  chunk('flows.js', {
    isDynamicEntry: true,
    imports: ['mermaid.js'],
    modules: { '/repo/src/flows-page/flows-page.tsx': 3 },
  }),
  chunk('mermaid.js', { modules: { '/repo/node_modules/mermaid/dist/mermaid.js': 9000 } }),
  chunk('en.js', {
    isDynamicEntry: true,
    modules: { '/repo/locales/en.ts': 10, '/repo/locales/en/cart.ts': 9 },
  }),
  chunk('de.js', {
    isDynamicEntry: true,
    modules: { '/repo/locales/de.ts': 10, '/repo/locales/de/cart.ts': 9 },
  }),
  chunk('es-extra.js', {
    isDynamicEntry: true,
    modules: { '/repo/locales/es-extra.ts': 10, '/repo/locales/es/cart.ts': 9 },
  }),
];
const sizes: Record<string, number> = {
  'index.js': 30,
  'react.js': 60,
  'profile.js': 5,
  'text-field.js': 4,
  'flows.js': 2,
  'mermaid.js': 900,
  'en.js': 6,
  'de.js': 7,
  'es-extra.js': 3,
};

describe('the weight budget report', () => {
  const report = bundleReport(build, (file) => sizes[file]);

  it('counts the entry and its static imports as the first screen', () => {
    expect(report.initial.map((c) => c.file).sort()).toEqual(['index.js', 'react.js']);
    expect(report.initialGzip).toBe(90);
  });

  it('counts every chunk a diner can load as the whole app in one language, without the dev-only flows page', () => {
    // Spanish's later part always counts; of the other languages only the largest (a diner picks one).
    expect(report.wholeAppGzip).toBe(30 + 60 + 5 + 4 + 3 + 7);
    expect(report.wholeAppAllLanguagesGzip).toBe(30 + 60 + 5 + 4 + 3 + 6 + 7);
  });

  it('names the largest modules of the first load by package', () => {
    expect(report.topModules.map((m) => m.name)).toEqual([
      'react-dom',
      'i18next',
      '/repo/src/shell/header.tsx',
    ]);
  });

  it('reads scoped and plain package names', () => {
    expect(moduleName('/a/node_modules/@xstate/react/dist/index.js')).toBe('@xstate/react');
    expect(moduleName('/a/node_modules/.pnpm/x/node_modules/react/index.js')).toBe('react');
  });
});

describe('texts that load later are not named by the first screen (locales/es-extra.ts)', () => {
  it('lists every key of a catalogue part, plural keys once without their suffix', () => {
    expect(
      catalogueKeys({ cart: { bar_one: 'a', bar_other: 'b', edit: 'c', nested: { deep: 'd' } } }),
    ).toEqual(['cart.bar', 'cart.edit', 'cart.nested.deep']);
  });

  it('finds a later key quoted in the first screen’s code, and not an event name that merely shares the prefix', () => {
    const code = ['t("cart.viewOrder");send({type:"cart.lineAdded"})', "x('menu.search')"];
    expect(lateKeysInFirstScreen(code, ['cart.viewOrder', 'cart.edit', 'menu.search'])).toEqual([
      'cart.viewOrder',
      'menu.search',
    ]);
    expect(lateKeysInFirstScreen(code, ['cart.edit'])).toEqual([]);
  });

  it('the ordering areas are all in the later part, none in the first screen’s', () => {
    const later = catalogueKeys(esExtra);
    expect(later).toContain('cart.viewOrder');
    expect(later.some((key) => key.startsWith('checkout.') || key.startsWith('menu.'))).toBe(true);
    expect(catalogueKeys(esCore).some((key) => key.startsWith('cart.') || key.startsWith('menu.'))).toBe(
      false,
    );
  });
});
