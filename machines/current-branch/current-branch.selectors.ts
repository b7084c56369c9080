import type { SnapshotFrom } from 'xstate';
import type { Branch } from '../catalogue/catalogue.types';
import type { currentBranchMachine } from './current-branch.machine';

export type CurrentBranchSnapshot = SnapshotFrom<typeof currentBranchMachine>;

/** The current branch, or null before one is chosen. */
export const selectBranch = (s: CurrentBranchSnapshot): Branch | null => s.context.branch;
/** The `branch` persisted slice. */
export const selectPersistedBranch = (s: CurrentBranchSnapshot): Branch | null => s.context.branch;
/** The route's branch is being loaded (the screen shows skeletons). */
export const selectIsBranchLoading = (s: CurrentBranchSnapshot): boolean => s.matches('loading');
/** Loading the route's branch failed (no connection, server error): a retry is offered. */
export const selectBranchFailed = (s: CurrentBranchSnapshot): boolean => s.matches('failed');
/** The route's branch does not exist: the screen shows the way back to the branch list. */
export const selectBranchNotFound = (s: CurrentBranchSnapshot): boolean => s.matches('notFound');
/** The current branch is the one a route names (its id, and its store id or id). */
export const selectIsBranchOfRoute =
  (id: string, storeId: string) =>
  (s: CurrentBranchSnapshot): boolean => {
    const b = s.context.branch;
    return !!b && b.id === id && (b.storeId === storeId || b.id === storeId) && !s.matches('loading');
  };
