import type { ResetPasswordOutput } from '@/machines/password-recovery/password-recovery.machine';
import type {
  RegisterPayload,
  SocialProfilePayload,
  VerifyCodeOutput,
} from '@/machines/sign-up/sign-up.form';
import type { User } from '@/machines/types';
import type { HttpCall } from './http';

const post = (body: object) => ({ method: 'POST' as const, body });
const recoveryLinkPath = (action: 'resetpassword' | 'sentMail', link: { id: string; token: string }) =>
  `/forgotpassword/${action}/${encodeURIComponent(link.id)}/${encodeURIComponent(link.token)}`;

/** Sign-in, registration, verification and password recovery calls (accounts.md §7.2). */
export function createAccountsApi(call: HttpCall) {
  return {
    /** POST /login {email, password} → the user (the brand travels as idMarca). */
    login: async (input: { email: string; password: string; brandId: string }): Promise<User> =>
      (
        await call<User>(
          '/login',
          post({ email: input.email, password: input.password, idMarca: input.brandId }),
        )
      ).data,
    /** POST /register/checkemail {email}: fails with the server's message when the e-mail is taken. */
    checkEmail: async (input: { email: string; brandId: string }): Promise<unknown> =>
      (await call<unknown>('/register/checkemail', post({ email: input.email, idMarca: input.brandId })))
        .data,
    /** POST /register with the full payload → the unverified user. */
    register: async ({ brandId, ...body }: RegisterPayload): Promise<User> =>
      (await call<User>('/register', post({ ...body, idMarca: brandId }))).data,
    /** POST /register/sentMail {email}: e-mails the 4-digit code. */
    sendVerificationCode: async (input: { email: string; brandId: string }): Promise<unknown> =>
      (await call<unknown>('/register/sentMail', post({ email: input.email, idMarca: input.brandId }))).data,
    /** POST /register/mailVerified {email, codigoValidacion} → status and the user. */
    verifyCode: async (input: {
      email: string;
      code: string;
      brandId: string;
    }): Promise<VerifyCodeOutput> => {
      const answer = await call<User>(
        '/register/mailVerified',
        post({ email: input.email, codigoValidacion: input.code, idMarca: input.brandId }),
      );
      return { status: answer.status, user: answer.data };
    },
    /** PUT /user/{id} {name, phoneNumber, gender, birthDate, identificationNumber} (social sign-up). */
    updateSocialProfile: async ({ userId, brandId, body }: SocialProfilePayload): Promise<User> =>
      (
        await call<User>(`/user/${encodeURIComponent(userId)}`, {
          method: 'PUT',
          body,
          query: { idMarca: brandId },
        })
      ).data,
    /** POST /forgotpassword {email}: e-mails a recovery link. */
    requestPasswordRecovery: async (input: { email: string; brandId: string }): Promise<unknown> =>
      (await call<unknown>('/forgotpassword', post({ email: input.email, idMarca: input.brandId }))).data,
    /** POST /forgotpassword/resetpassword/{id}/{token} {password, password2}. */
    resetPassword: async (input: {
      id: string;
      token: string;
      password: string;
      password2: string;
    }): Promise<ResetPasswordOutput> => {
      const answer = await call<{ email?: string } | null>(
        `/forgotpassword/resetpassword/${encodeURIComponent(input.id)}/${encodeURIComponent(input.token)}`,
        post({ password: input.password, password2: input.password2 }),
      );
      return { status: answer.status, email: answer.data?.email ?? null };
    },
    /** GET /forgotpassword/resetpassword/{id}/{token}: rejects (400/404) for a link that is no longer valid. */
    checkRecoveryLink: async (input: { id: string; token: string }): Promise<unknown> =>
      (await call<unknown>(recoveryLinkPath('resetpassword', input))).data,
    /** POST /forgotpassword/sentMail/{id}/{token}: a new link to the account of a used or expired one. */
    requestNewRecoveryLink: async (input: { id: string; token: string }): Promise<unknown> =>
      (await call<unknown>(recoveryLinkPath('sentMail', input), post({}))).data,
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
