import { createLiveStateStore } from '../adapters/live-states';

/** The one live-state store of the running app, fed by the root actor's inspect callback. */
export const liveStates = createLiveStateStore();
