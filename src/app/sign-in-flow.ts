import { fromPromise } from 'xstate';
import { type LoginInput, signInMachine } from '@/machines/sign-in/sign-in.machine';
import type { User } from '@/machines/types';
import type { AccountsApi } from '../adapters/accounts-api';
import { accountsStorage } from '../adapters/accounts-storage';
import { navigateAction } from '../adapters/navigation';

/**
 * The sign-in flow with the app's real calls, storage and navigation, spawned at start (machines/app/app-flows.ts
 * says why it is not a route flow for now). Its own module so the other account flows stay in their chunks.
 */
export function provideSignInFlow(api: AccountsApi) {
  return signInMachine.provide({
    actors: {
      login: fromPromise<User, LoginInput>(({ input }) => api.login(input)),
      requestPasswordRecovery: fromPromise<unknown, { email: string; brandId: string }>(({ input }) =>
        api.requestPasswordRecovery(input),
      ),
      readReturnPath: fromPromise(async () => accountsStorage.readReturnPath()),
    },
    actions: {
      storeRecoveryEmail: (_, params) => accountsStorage.storeRecoveryEmail(params.email),
      navigate: navigateAction,
    },
  });
}
