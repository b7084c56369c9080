/** Route group loaded on demand: the no-user screens after AUTH (AUTH itself is in the main chunk). */
export { SignInScreen } from '../../screens/sign-in/sign-in-screen';
