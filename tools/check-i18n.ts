import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogueProblems } from './i18n-catalogues';
import { findLiterals } from './i18n-literals';

/**
 * `npm run check:i18n` (part of `npm test`): fails when a view, adapter or machine holds a user-visible
 * literal instead of a catalogue key, or when a key of the Spanish source catalogue is missing from (or
 * extra in) any of the seven catalogues. See docs/i18n.md.
 */
const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['src', 'machines'];
// Human words for QA and product owners (docs/flows, docs/test-paths), not app text; and the flows page.
const SKIPPED = [
  /\.model\.ts$/,
  /\.words\.ts$/,
  /^machines\/flow-model\.ts$/,
  /^machines\/registry\.ts$/,
  /\.d\.ts$/,
];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

export function scanLiterals() {
  const files = SCANNED.flatMap((d) => walk(join(ROOT, d)))
    .map((f) => relative(ROOT, f))
    .filter((f) => !SKIPPED.some((re) => re.test(f)));
  return files.flatMap((f) => findLiterals(join(ROOT, f)).map((x) => ({ ...x, file: f })));
}

const literals = scanLiterals();
const problems = catalogueProblems();
for (const l of literals) console.log(`${l.file}:${l.line}  ${JSON.stringify(l.text)}  (${l.why})`);
for (const p of problems) console.log(p);
if (literals.length + problems.length > 0) {
  console.error(
    `\ncheck:i18n: ${literals.length} user-visible literal(s) outside the catalogue, ${problems.length} catalogue problem(s).` +
      '\nPut the text in locales/es (and the six other languages) and render it with t(); see docs/i18n.md.',
  );
  process.exit(1);
}
console.log(
  'check:i18n: no user-visible literal outside the catalogues; all seven catalogues have every key.',
);
