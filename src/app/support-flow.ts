import { fromPromise } from 'xstate';
import { type SupportMessage, supportMachine } from '@/machines/support/support.machine';
import type { Api } from '../adapters/http';
import { navigateAction } from '../adapters/navigation';

/**
 * The support form's flow with the app's real call and navigation. A route flow (machines/app/app-flows.ts
 * `RouteFlows`): provided when the profile route group's code loads (src/app/route-flows.ts), spawned by the
 * root actor when PROFILE_HELP_SUPPORT first opens.
 */
export function provideSupportFlow(api: Api) {
  return supportMachine.provide({
    actors: {
      sendSupportMessage: fromPromise(({ input }: { input: SupportMessage }) =>
        api.sendSupportMessage(input),
      ),
    },
    actions: { navigate: navigateAction },
  });
}
