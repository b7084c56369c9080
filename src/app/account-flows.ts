import { fromPromise } from 'xstate';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  passwordRecoveryMachine,
  type ResetPasswordOutput,
} from '@/machines/password-recovery/password-recovery.machine';
import type { LoginInput } from '@/machines/sign-in/sign-in.machine';
import {
  NOTHING_PENDING,
  type RegisterPayload,
  type SocialProfilePayload,
  type VerifyCodeOutput,
} from '@/machines/sign-up/sign-up.form';
import { signUpMachine } from '@/machines/sign-up/sign-up.machine';
import type { User } from '@/machines/types';
import type { AccountsApi } from '../adapters/accounts-api';
import { accountsStorage } from '../adapters/accounts-storage';
import { navigateAction } from '../adapters/navigation';

type EmailInput = { email: string; brandId: string };

/**
 * The sign-in, sign-up and password-recovery flows with the app's real calls, storage and navigation. They are
 * route flows (machines/app/app-flows.ts `RouteFlows`): each is provided when its route group's code loads
 * (src/app/route-flows.ts), and the root actor spawns it when its screen first opens.
 */
const loginWith = (api: AccountsApi) => fromPromise<User, LoginInput>(({ input }) => api.login(input));
const requestPasswordRecoveryWith = (api: AccountsApi) =>
  fromPromise<unknown, EmailInput>(({ input }) => api.requestPasswordRecovery(input));

export function provideSignUpFlow(api: AccountsApi) {
  return signUpMachine.provide({
    actors: {
      readPendingSignUp: neverRejectingRead('signUp', 'readPendingSignUp', NOTHING_PENDING, () =>
        accountsStorage.readPendingSignUp(),
      ),
      checkEmail: fromPromise<unknown, EmailInput>(({ input }) => api.checkEmail(input)),
      register: fromPromise<User, RegisterPayload>(({ input }) => api.register(input)),
      sendVerificationCode: fromPromise<unknown, EmailInput>(({ input }) => api.sendVerificationCode(input)),
      verifyCode: fromPromise<VerifyCodeOutput, { email: string; code: string; brandId: string }>(
        ({ input }) => api.verifyCode(input),
      ),
      updateSocialProfile: fromPromise<User, SocialProfilePayload>(({ input }) =>
        api.updateSocialProfile(input),
      ),
    },
    actions: {
      storePendingSignUp: (_, params) => accountsStorage.storePendingSignUp(params.pending),
      clearPendingSignUp: () => accountsStorage.clearPendingSignUp(),
      clearWelcomeModalFlag: () => accountsStorage.clearWelcomeModalFlag(),
      clearAuthMethod: () => accountsStorage.clearAuthMethod(),
      navigate: navigateAction,
    },
  });
}

export function providePasswordRecoveryFlow(api: AccountsApi) {
  return passwordRecoveryMachine.provide({
    actors: {
      readRecoveryEmail: neverRejectingRead('passwordRecovery', 'readRecoveryEmail', null, () =>
        accountsStorage.readRecoveryEmail(),
      ),
      requestPasswordRecovery: requestPasswordRecoveryWith(api),
      resetPassword: fromPromise<
        ResetPasswordOutput,
        { id: string; token: string; password: string; password2: string }
      >(({ input }) => api.resetPassword(input)),
      checkRecoveryLink: fromPromise<unknown, { id: string; token: string }>(({ input }) =>
        api.checkRecoveryLink(input),
      ),
      requestNewRecoveryLink: fromPromise<unknown, { id: string; token: string }>(({ input }) =>
        api.requestNewRecoveryLink(input),
      ),
      login: loginWith(api),
    },
    actions: {
      removeRecoveryEmail: () => accountsStorage.removeRecoveryEmail(),
      navigate: navigateAction,
    },
  });
}
