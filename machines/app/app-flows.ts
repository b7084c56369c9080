import type { ActorRefFrom, InputFrom } from 'xstate';
import { layoutMachine } from '../layout/layout.machine';
import { sessionMachine } from '../session/session.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import type { Brand } from '../types';
import type { PersistedState } from './persisted-state';

/**
 * The long-lived flows the root actor spawns once the brand is known, in this order, each with the system
 * id and child id of its key. A new flow is added here (and its input below); views reach it with
 * `useFlowRef('<id>')`, other flows with `system.get('<id>')`.
 */
export const APP_FLOWS = {
  toasts: toastsMachine,
  layout: layoutMachine,
  session: sessionMachine,
} as const;

export type AppFlowId = keyof typeof APP_FLOWS;
export type AppFlowRef<K extends AppFlowId> = ActorRefFrom<(typeof APP_FLOWS)[K]>;

/** What the root actor knows when it spawns the flows. */
export interface FlowSpawnContext {
  brand: Brand;
  restored: PersistedState;
  viewportWidth: number;
}

export const FLOW_INPUTS: { [K in AppFlowId]: (ctx: FlowSpawnContext) => InputFrom<(typeof APP_FLOWS)[K]> } =
  {
    toasts: () => undefined,
    layout: ({ viewportWidth, restored }) => ({ viewportWidth, restored: restored.layout }),
    session: ({ brand, restored }) => ({
      brandId: brand._id,
      // A user saved under another brand is no session for this one.
      user: restored.user?.idMarca === brand._id ? restored.user : null,
    }),
  };
