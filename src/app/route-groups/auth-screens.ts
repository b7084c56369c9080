/** Route group loaded on demand: the no-user screens after AUTH (AUTH itself is in the main chunk). */
import { SignInScreen as SignInView } from '../../screens/sign-in/sign-in-screen';
import { withRouteFlow } from '../route-flow-screen';

export const SignInScreen = withRouteFlow('signIn', SignInView);
/** The sign-in flow arrives with its screen (src/app/route-flows.ts). */
export { provideSignInFlow } from '../sign-in-flow';
