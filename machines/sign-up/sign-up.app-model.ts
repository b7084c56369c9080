// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import { signUpModel } from './sign-up.model';
import { registrationAnswers, verificationAnswers } from './sign-up-answers.app-model';
import { type SessionArea, SIGN_UP_FIXTURES } from './sign-up-fixtures.app-model';
import { pendingStorage, signUpStates } from './sign-up-screen.app-model';
import { codeSteps, formSteps, openingSteps } from './sign-up-steps.app-model';

/**
 * SIGN_UP → SIGN_UP_PERSONAL_DATA → VERIFY on the rendered app (accounts.md §2.4, §3, §4.3, §5.3, §7, §8),
 * written from the spec: its routes, its Spanish texts, the storage keys `unverified_user` (session storage)
 * and `{prefix}_auth_method` / `auth_method` (local), and the bodies of POST /register/checkemail,
 * /register, /register/sentMail, /register/mailVerified and PUT /user/{id}.
 *
 * The pending sign-up lives in the browser's session storage, which the driver does not reach (machines/
 * stays free of browser globals): the test file hands a `SessionArea` in (`createSignUpAppModel`).
 *
 * Split by concern: the routes, storage keys and server answers (sign-up-fixtures.app-model.ts), the screen's
 * helpers and each state's expectations (sign-up-screen.app-model.ts), the diner's steps
 * (sign-up-steps.app-model.ts) and the server's answers as steps (sign-up-answers.app-model.ts).
 */

/** The named server answers and the session area, still importable from here. */
export type { SessionArea };
export { SIGN_UP_FIXTURES };

export function createSignUpAppModel(session: SessionArea): AppFlowModel {
  const pending = pendingStorage(session);
  const steps = [
    ...openingSteps(pending),
    ...formSteps(pending),
    ...registrationAnswers(pending),
    ...codeSteps(),
    ...verificationAnswers(pending),
  ];

  return {
    model: signUpModel,
    systemId: 'signUp',
    // The splash (2 s, then 1 s settling) is the layout flow's; sign-up paths start after it.
    start: { url: '/auth', waitMs: 3000 },
    // Each screen reads the pending user from the browser's storage at once when it opens.
    instantStates: ['account.loading', 'personalData.loading', 'verify.loading'],
    states: signUpStates(),
    steps,
  };
}
