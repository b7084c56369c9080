import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Writes a folder of generated markdown (and JSON), or with `--check` compares it with what would be written and exits
 * 1 naming every stale, missing or extra file. Used by `npm run flows` and `npm run paths`.
 */
export function writeOrCheck(dir: string, files: Map<string, string>, argv: readonly string[]): void {
  const check = argv.includes('--check');
  const present = new Set(safeList(dir));
  const problems: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (check) {
      if (!present.has(name)) problems.push(`missing: ${rel(path)}`);
      else if (readFileSync(path, 'utf8') !== content) problems.push(`stale: ${rel(path)}`);
    } else {
      mkdirSync(dir, { recursive: true });
      if (!present.has(name) || readFileSync(path, 'utf8') !== content) writeFileSync(path, content);
    }
  }
  for (const name of present) {
    if (files.has(name)) continue;
    if (check) problems.push(`extra: ${rel(join(dir, name))}`);
    else rmSync(join(dir, name));
  }
  if (check && problems.length > 0) {
    console.error(
      `${rel(dir)} is out of date (run the generator without --check):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    check ? `${rel(dir)} is up to date (${files.size} files)` : `wrote ${rel(dir)} (${files.size} files)`,
  );
}

const rel = (path: string) => relative(process.cwd(), path) || '.';

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.md') || name.endsWith('.json'));
  } catch {
    return [];
  }
}
