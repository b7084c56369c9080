/** Route group loaded on demand: PROFILE and the pages under it (support, terms, privacy, language demo). */
import { SupportScreen as SupportView } from '../../screens/support/support-screen';
import { withRouteFlow } from '../route-flow-screen';

export { LanguageDemoScreen } from '../../screens/language-demo/language-demo-screen';
export { PrivacyScreen, TermsScreen } from '../../screens/legal/legal-screen';
export { ProfileScreen } from '../../screens/profile/profile-screen';
export const SupportScreen = withRouteFlow('support', SupportView);
/** The support flow arrives with its screen (src/app/route-flows.ts). */
export { provideSupportFlow } from '../support-flow';
