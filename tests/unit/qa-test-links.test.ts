import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_MODELS } from '@/machines/registry';
import { toQaMarkdown } from '@/tools/flow-graph/qa';

/** Every QA page (docs/test-paths) links the suites that replay its paths; each link must name a real file. */
describe('QA pages link the test files that replay them', () => {
  const root = resolve(import.meta.dirname, '../..');
  const pageDir = resolve(root, 'docs/test-paths');
  it.each(FLOW_MODELS.map((m) => [m.id, m] as const))('%s', (_id, model) => {
    const page = toQaMarkdown(model, []);
    const links = [...page.matchAll(/\]\((\.\.\/\.\.\/tests\/[^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(existsSync(resolve(pageDir, link)), link).toBe(true);
  });
});
