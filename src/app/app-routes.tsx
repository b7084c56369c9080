import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ROUTES, redirectFor } from '@/machines/rules/routes';
import { selectHasUser } from '@/machines/session/session.selectors';
import { AuthScreen } from '../screens/auth/auth-screen';
import { BranchSelectionScreen } from '../screens/branches/branch-selection-screen';
import { PrivacyScreen, TermsScreen } from '../screens/legal/legal-screen';
import { PlaceholderScreen } from '../screens/placeholder/placeholder-screen';
import { ProfileScreen } from '../screens/profile/profile-screen';
import { EmailSentScreen } from '../screens/recover-password/email-sent-screen';
import { NewPasswordScreen } from '../screens/recover-password/new-password-screen';
import { SignInScreen } from '../screens/sign-in/sign-in-screen';
import { PersonalDataScreen } from '../screens/sign-up/personal-data-screen';
import { SignUpScreen } from '../screens/sign-up/sign-up-screen';
import { SupportScreen } from '../screens/support/support-screen';
import { VerifyScreen } from '../screens/verify/verify-screen';
import { FLOWS_PAGE_ENABLED } from './feature-flags';
import { useSession } from './hooks';

const FlowsPage = lazy(() => import('../flows-page/flows-page'));

/**
 * The two route maps (accounts.md §2.2): the pure rule decides the redirect; this view only applies it,
 * replacing the history entry.
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const search = useSearch();
  const hasUser = useSession(selectHasUser);
  const redirect = redirectFor(pathname, search, hasUser, { flowsPageEnabled: FLOWS_PAGE_ENABLED });
  if (redirect) return <Redirect to={redirect} replace />;

  return (
    <Switch>
      {FLOWS_PAGE_ENABLED && (
        <Route path={ROUTES.FLOWS}>
          <Suspense fallback={<p className="screen-message">Cargando…</p>}>
            <FlowsPage />
          </Suspense>
        </Route>
      )}
      <Route path={ROUTES.AUTH} component={AuthScreen} />
      <Route path={ROUTES.SIGN_IN} component={SignInScreen} />
      <Route path={ROUTES.SIGN_UP} component={SignUpScreen} />
      <Route path={ROUTES.SIGN_UP_PERSONAL_DATA} component={PersonalDataScreen} />
      <Route path={ROUTES.VERIFY} component={VerifyScreen} />
      <Route path={ROUTES.RECOVER_PASSWORD_EMAIL_SENT} component={EmailSentScreen} />
      <Route path={`${ROUTES.RECOVER_PASSWORD}/:id/:token`}>
        {(params: { id: string; token: string }) => <NewPasswordScreen params={params} />}
      </Route>
      <Route path={ROUTES.BASE} component={BranchSelectionScreen} />
      <Route path={ROUTES.PROFILE} component={ProfileScreen} />
      <Route path={ROUTES.PROFILE_HELP_SUPPORT} component={SupportScreen} />
      <Route path={ROUTES.PROFILE_TERMS} component={TermsScreen} />
      <Route path={ROUTES.PROFILE_PRIVACY} component={PrivacyScreen} />
      <Route>
        <PlaceholderScreen />
      </Route>
    </Switch>
  );
}
