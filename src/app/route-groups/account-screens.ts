/** Route group loaded on demand: creating an account, verifying it and recovering the password. */
import { EmailSentScreen as EmailSentView } from '../../screens/recover-password/email-sent-screen';
import { NewPasswordScreen as NewPasswordView } from '../../screens/recover-password/new-password-screen';
import { PersonalDataScreen as PersonalDataView } from '../../screens/sign-up/personal-data-screen';
import { SignUpScreen as SignUpView } from '../../screens/sign-up/sign-up-screen';
import { VerifyScreen as VerifyView } from '../../screens/verify/verify-screen';
import { withRouteFlow } from '../route-flow-screen';

export const SignUpScreen = withRouteFlow('signUp', SignUpView);
export const PersonalDataScreen = withRouteFlow('signUp', PersonalDataView);
export const VerifyScreen = withRouteFlow('signUp', VerifyView);
export const EmailSentScreen = withRouteFlow('passwordRecovery', EmailSentView);
export const NewPasswordScreen = withRouteFlow('passwordRecovery', NewPasswordView);
/** The sign-up and password-recovery flows arrive with their screens (src/app/route-flows.ts). */
export { providePasswordRecoveryFlow, provideSignUpFlow } from '../account-flows';
