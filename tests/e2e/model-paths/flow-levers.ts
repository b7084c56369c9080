import type { APIRequestContext, Page } from '@playwright/test';
import type { AppStep } from '@/machines/app-model';
import type { PathState } from '@/tools/flow-graph/paths';
import type { RealFixture } from './accounts';
import type { BranchStatusFixture } from './branch-status';
import type { IdMap } from './id-map';
import type { ProducedFixture } from './produced';

/**
 * One flow's browser tables, kept in its own file (tests/e2e/model-paths/<flow>.ts) and handed in with its FLOWS
 * entry (model-paths/flows.ts), which merges them into its REAL_FIXTURES, UNCHECKABLE_STATES and BROWSER_IMPOSSIBLE.
 */
export interface FlowLevers {
  /** The fixtures of the flow's `server` steps that need something of the real server, or why they cannot be. */
  realFixtures?: Record<string, RealFixture | BranchStatusFixture | ProducedFixture>;
  /** State checks left out (data the real server does not hold), with the reason. */
  uncheckable?: Record<string, string>;
  /**
   * Why the walk runs the page's timers on Playwright's page.clock (installed before the app opens): time flows as
   * usual, and a `clock` step or the model's `app.wait` passes its time at once (clock.runFor).
   */
  fakeClock?: string;
  /** Steps a person cannot take in a real browser at that point (or whose lever is missing), with the reason. */
  browserImpossible?: (before: PathState, step: AppStep) => string | null;
  /**
   * A lever pulled just before a step is taken (e.g. the demo kitchen moves the order the step's list names):
   * `page` is the app's page (its session), `ids` the walk's map (a pair added here reaches the page too).
   */
  beforeStep?: (lever: {
    page: Page;
    request: APIRequestContext;
    ids: IdMap;
    step: AppStep;
  }) => Promise<void>;
}
