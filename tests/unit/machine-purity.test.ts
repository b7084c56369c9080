import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** machines/ is pure behaviour: no React, DOM, views, storage or HTTP (architecture.md). */
const FORBIDDEN_IMPORTS = [
  /^react(-dom)?(\/|$)/,
  /^@xstate\/react/,
  /^idb-keyval/,
  /^@\/src\//,
  /\/src\//,
  /^node:/,
];
const FORBIDDEN_GLOBALS = [
  /\bfetch\s*\(/,
  /\bwindow\./,
  /\bdocument\./,
  /\blocalStorage\b/,
  /\bsessionStorage\b/,
  /\bnavigator\./,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const stripComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('machines/', () => {
  const files = sourceFiles('machines');

  it('has machines to check', () => {
    expect(files.some((f) => f.endsWith('.machine.ts'))).toBe(true);
  });

  it.each(files.map((f) => [relative('.', f)]))(
    '%s imports nothing from React, the DOM, views or HTTP',
    (file) => {
      const code = stripComments(readFileSync(file, 'utf8'));
      expect(file.endsWith('.tsx'), 'no JSX in machines').toBe(false);
      const imports = [...code.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
      for (const specifier of imports) {
        expect(
          FORBIDDEN_IMPORTS.some((re) => re.test(specifier)),
          `${file} imports ${specifier}`,
        ).toBe(false);
      }
      for (const pattern of FORBIDDEN_GLOBALS) {
        expect(pattern.test(code), `${file} uses ${pattern}`).toBe(false);
      }
    },
  );
});
