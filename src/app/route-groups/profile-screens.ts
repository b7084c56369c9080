/** Route group loaded on demand: PROFILE and the pages under it (support, terms, privacy, language demo). */

export { LanguageDemoScreen } from '../../screens/language-demo/language-demo-screen';
export { PrivacyScreen, TermsScreen } from '../../screens/legal/legal-screen';
export { ProfileScreen } from '../../screens/profile/profile-screen';
export { SupportScreen } from '../../screens/support/support-screen';
