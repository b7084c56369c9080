import { fromPromise } from 'xstate';
import {
  profileCompletionMachine,
  type UpdateProfileInput,
} from '@/machines/profile-completion/profile-completion.machine';
import type { Api } from '../adapters/http';

/**
 * The profile-completion flow with the app's call (PUT of the missing data). A route flow in a chunk of its own,
 * opened by the root actor as soon as the brand is known (machines/app/app-flows.ts `FLOWS_OPENED_AT_START`):
 * its code is not in the first screen's.
 */
export function provideProfileCompletionFlow(api: Pick<Api, 'completeProfile'>) {
  return profileCompletionMachine.provide({
    actors: {
      updateProfile: fromPromise(({ input }: { input: UpdateProfileInput }) =>
        api.completeProfile(input.brandId, input.userId, input.body),
      ),
    },
  });
}
