import { type APIRequestContext, expect } from '@playwright/test';
import { BRANCH_IDS } from '@/server/db/seed/branches';

/**
 * A seeded branch's open/closed status forced through the real server's dev lever, PUT /api/dev/local/:id/status
 * (server/routes/branches.ts; 404 in production, tests/api/branches.test.ts), for the fixtures that need a branch
 * closed (or open at any hour), and every forced status put back on the schedule after the walk
 * (`restoreBranchStatuses`, the spec's afterEach): the server is shared by the whole e2e run.
 */

export type BranchKey = keyof typeof BRANCH_IDS;
export type ForcedStatus = 'open' | 'close';
/** A fixture produced by forcing these branches' status just before the held request reaches the server. */
export type BranchStatusFixture = { branchStatus: Partial<Record<BranchKey, ForcedStatus>> };

const forced = new Set<BranchKey>();
/** Other changes a walk made to the shared server (checkout*.ts: a branch's systems, a price), undone with the statuses. */
export const undoAfterWalk = new Set<(request: APIRequestContext) => Promise<void>>();

async function put(request: APIRequestContext, key: BranchKey, status: ForcedStatus | null) {
  const answer = await request.put(`/api/dev/local/${BRANCH_IDS[key]}/status`, { data: { status } });
  expect(answer.status(), `PUT /api/dev/local/<${key}>/status ${String(status)}`).toBe(200);
}

/** Forces each named branch's status until `restoreBranchStatuses`. */
export async function forceBranchStatus(
  request: APIRequestContext,
  statuses: BranchStatusFixture['branchStatus'],
): Promise<void> {
  for (const [key, status] of Object.entries(statuses) as Array<[BranchKey, ForcedStatus]>) {
    forced.add(key);
    await put(request, key, status);
  }
}

/** Every branch forced since the last call follows its schedule again. */
export async function restoreBranchStatuses(request: APIRequestContext): Promise<void> {
  for (const restore of [...undoAfterWalk]) {
    undoAfterWalk.delete(restore);
    await restore(request);
  }
  for (const key of [...forced]) {
    await put(request, key, null);
    forced.delete(key);
  }
}
