/**
 * BASE (branch selection), a chunk of its own fetched as soon as the session has a user (src/app/app-routes.tsx),
 * and its flow: branchSelection is a route flow (machines/app/app-flows.ts `RouteFlows`), so its machine, rules
 * and effects arrive with the screen instead of in the first screen's JavaScript.
 */
import { BranchSelectionScreen as BranchSelectionView } from '../../screens/branches/branch-selection-screen';
import { withRouteFlow } from '../route-flow-screen';

export { provideBranchSelectionFlow } from '../branch-flows';
/** BASE renders once its flow runs (opened by this route, or earlier by a message to its mailbox). */
export const BranchSelectionScreen = withRouteFlow('branchSelection', BranchSelectionView);
