import { test } from '@playwright/test';
import { closeActiveOrdersLeftOpen } from './model-paths/active-orders';
import { restoreBranchStatuses } from './model-paths/branch-status';
import { clearFaults } from './model-paths/faults';
import { FLOWS, UNCHECKABLE_STATES } from './model-paths/flows';
import { saveCachedPaths } from './model-paths/paths-cache';
import { walkOnRealServer } from './model-paths/runner';
import { plan, shortestWalks, walkEndingIn } from './model-paths/walks';

/**
 * The executable models' paths in a real Chromium against the real server (issue 9): for every state of a
 * flow, the shortest generated path that reaches it (a prefix of one of the paths tests/model-app walks and
 * docs/test-paths prints), at 390 × 844. The steps and the checks are the app-model's own: the module
 * machines/<flow>/<flow>.app-model.ts is bundled into the page (model-paths/page-driver.ts), so nothing is
 * copied by hand. Nothing is scripted either: a request a `server` step answers is held at the network
 * (page.route) until that step, then sent to the real server, and its real status must be the fixture's;
 * the server is put in the state that produces the fixture (the account exists, is verified, has that
 * password) through its API and the dev outbox, as a person would. A fixture the real server cannot produce
 * ends the walk there, with the reason in the test's title. The model's ids are translated to the seed's and
 * to the ones the server mints (model-paths/id-map.ts, real-ids.ts), and its saved state is produced for real
 * (model-paths/start.ts).
 *
 * Not checked here (tests/model-app does): that the live actor is in the path's state (the production build
 * exposes no actor), and a timer's 1 ms before (real time is not exact).
 *
 * This file is the Playwright wiring only: the flows and their browser tables are model-paths/flows.ts (a new flow
 * is one more FLOWS entry there), the walk planning model-paths/walks.ts, a walk on the real server runner.ts.
 */

// One test at a time, in the order below (the server's accounts are shared by the paths); a failure does not
// stop the next walk.
test.describe.configure({ mode: 'default' });

test.use({ viewport: { width: 390, height: 844 } });
// A branch status a walk forced follows its schedule again (the server is shared by the e2e run).
test.afterEach(({ request }) => restoreBranchStatuses(request));

const perFlow = FLOWS.map(({ appModel, learn, everyPath, alsoWalk }) => {
  const { walks, unreached } = shortestWalks(appModel, learn, everyPath);
  const more = (alsoWalk ?? []).flatMap((fixture) => walkEndingIn(appModel, fixture, learn) ?? []);
  return { appModel, walks: [...walks, ...more], unreached };
});
// The paths generated here are kept for the worker's collection and the next run (model-paths/paths-cache.ts).
saveCachedPaths();
// Planned across the flows: they share the server's accounts.
for (const walk of plan(perFlow.flatMap(({ walks }) => walks))) {
  const steps = walk.path.steps.map((s) => s.step).join(' → ') || 'the start';
  const cut =
    walk.walkable < walk.path.steps.length
      ? ` — walked to step ${walk.walkable + 1} of ${walk.path.steps.length + 1}; the rest skipped: ${walk.reason}`
      : '';
  const walked = [walk.path.initial, ...walk.path.steps.slice(0, walk.walkable)].flatMap((s) => s.stateIds);
  const unchecked = Object.entries(UNCHECKABLE_STATES[walk.flow.model.id] ?? {}).filter(([s]) =>
    walked.includes(s),
  );
  const notChecked = unchecked.map(([s, reason]) => ` — "${s}" not checked: ${reason}`).join('');
  test(`${walk.flow.model.id}, to ${walk.targets.join(', ')}: ${steps}${cut}${notChecked}`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the models are a phone's (390 × 844); run once");
    try {
      await walkOnRealServer(page, request, walk);
    } finally {
      await closeActiveOrdersLeftOpen(request);
      await clearFaults(request);
    }
  });
}

// The states no walkable prefix reaches (the app-model's pending or impossible steps), named with the reason.
for (const { appModel, unreached } of perFlow) {
  if (unreached.size === 0) continue;
  const reasons = [...new Set([...unreached.values()].flatMap((r) => [...r]))].join('; ');
  test.skip(`${appModel.model.id}, not reached in the browser: ${[...unreached.keys()].join(', ')} — ${reasons}`, () => {});
}
