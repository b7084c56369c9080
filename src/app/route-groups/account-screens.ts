/** Route group loaded on demand: creating an account, verifying it and recovering the password. */
export { EmailSentScreen } from '../../screens/recover-password/email-sent-screen';
export { NewPasswordScreen } from '../../screens/recover-password/new-password-screen';
export { PersonalDataScreen } from '../../screens/sign-up/personal-data-screen';
export { SignUpScreen } from '../../screens/sign-up/sign-up-screen';
export { VerifyScreen } from '../../screens/verify/verify-screen';
