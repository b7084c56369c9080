import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CHECKOUT's route group must not bring react-aria's TextField (src/shell/text-field.tsx): it was fetched and
 * evaluated on every CHECKOUT open, before the guest promo's paint, for CHECKOUT_SEARCH_ADDRESS's fields only
 * (docs/performance.md "CHECKOUT and the product overlay under Lighthouse"). The static import graph of the
 * sources (what the bundler puts in a group's load; `import type` and dynamic `import()` do not count).
 */
const ROOT = resolve(__dirname, '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? resolve(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // a stylesheet or an asset
}

/** Every source module `entry` loads statically, itself included. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [resolve(ROOT, entry)];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveModule(file, specifier as string);
      if (next) stack.push(next);
    }
  }
  return seen;
}

const TEXT_FIELD = resolve(ROOT, 'src/shell/text-field.tsx');

describe("CHECKOUT's route group", () => {
  it("loads CHECKOUT's screen and not react-aria's TextField", () => {
    const graph = staticGraph('src/app/route-groups/checkout-screens.ts');
    expect(graph.has(resolve(ROOT, 'src/screens/checkout/checkout-screen.tsx'))).toBe(true);
    expect(graph.has(TEXT_FIELD)).toBe(false);
  });

  it("CHECKOUT_SEARCH_ADDRESS's group, where the fields are, does", () => {
    expect(staticGraph('src/app/route-groups/address-search-screens.ts').has(TEXT_FIELD)).toBe(true);
  });
});
