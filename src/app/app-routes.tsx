import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ROUTES, redirectFor } from '@/machines/rules/routes';
import { selectHasUser } from '@/machines/session/session.selectors';
import { AuthScreen } from '../screens/auth/auth-screen';
import { BranchSelectionScreen } from '../screens/branches/branch-selection-screen';
import { PlaceholderScreen } from '../screens/placeholder/placeholder-screen';
import { ProfileScreen } from '../screens/profile/profile-screen';
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
      <Route path={ROUTES.BASE} component={BranchSelectionScreen} />
      <Route path={ROUTES.PROFILE} component={ProfileScreen} />
      <Route>
        <PlaceholderScreen />
      </Route>
    </Switch>
  );
}
