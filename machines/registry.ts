import { appModel } from './app/app.model';
import type { FlowModel } from './flow-model';
import { layoutModel } from './layout/layout.model';
import { sessionModel } from './session/session.model';
import { toastsModel } from './toasts/toasts.model';

/**
 * Every flow of the app. `npm run flows` and `npm run paths` document each one, `/__flows` shows them live,
 * and tests/model replays their generated paths. A new machine is added here with its model.
 */
export const FLOW_MODELS: readonly FlowModel[] = [appModel, sessionModel, layoutModel, toastsModel];
