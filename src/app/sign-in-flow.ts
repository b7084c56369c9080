import { fromPromise } from 'xstate';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { type LoginInput, signInMachine } from '@/machines/sign-in/sign-in.machine';
import type { User } from '@/machines/types';
import type { AccountsApi } from '../adapters/accounts-api';
import { accountsStorage } from '../adapters/accounts-storage';
import { navigateAction } from '../adapters/navigation';

/**
 * The sign-in flow with the app's real calls, storage and navigation, a route flow loaded with SIGN_IN's route
 * group (src/app/route-groups/auth-screens.ts). Its own module so the other account flows stay in their chunks.
 */
export function provideSignInFlow(api: AccountsApi) {
  return signInMachine.provide({
    actors: {
      login: fromPromise<User, LoginInput>(({ input }) => api.login(input)),
      requestPasswordRecovery: fromPromise<unknown, { email: string; brandId: string }>(({ input }) =>
        api.requestPasswordRecovery(input),
      ),
      readReturnPath: neverRejectingRead('signIn', 'readReturnPath', null, () =>
        accountsStorage.readReturnPath(),
      ),
    },
    actions: {
      storeRecoveryEmail: (_, params) => accountsStorage.storeRecoveryEmail(params.email),
      navigate: navigateAction,
    },
  });
}
