import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLOW_MODELS } from '@/machines/registry';

/**
 * Every flow of machines/registry.ts runs on the real app (issue 9): it has a
 * tests/model-app/<flow>.app.test.tsx (whose first test fails on a state without an executable expectation
 * or an accepted event without a step), or it is listed below with the reason it does not yet. The list may
 * only shrink: a listed flow that gained its test file fails here until it is removed from the list.
 */
const NOT_YET_ON_THE_APP: Record<string, string> = {};

/** The test file of a flow: signIn → tests/model-app/sign-in.app.test.tsx. */
const testFileOf = (flowId: string) =>
  fileURLToPath(
    new URL(`./${flowId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.app.test.tsx`, import.meta.url),
  );

describe('the registered flows on the real app', () => {
  it('every registered flow has its tests/model-app suite or a reason it does not yet', () => {
    const uncovered = FLOW_MODELS.map((m) => m.id).filter(
      (id) => !existsSync(testFileOf(id)) && !(id in NOT_YET_ON_THE_APP),
    );
    expect(uncovered, 'write machines/<flow>/<flow>.app-model.ts and its tests/model-app suite').toEqual([]);
  });

  it('the list of flows not yet on the app only shrinks', () => {
    const stale = Object.keys(NOT_YET_ON_THE_APP).filter((id) => existsSync(testFileOf(id)));
    expect(stale, 'remove these from NOT_YET_ON_THE_APP').toEqual([]);
  });
});
