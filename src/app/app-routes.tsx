import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { matchProductPath } from '@/machines/order-preparation/product-route';
import { ROUTES, redirectFor } from '@/machines/rules/routes';
import { selectHasUser, selectIsGuest } from '@/machines/session/session.selectors';
import { AuthScreen } from '../screens/auth/auth-screen';
import { OrderRatingSlot } from '../screens/order-rating/order-rating-slot';
import { PlaceholderScreen } from '../screens/placeholder/placeholder-screen';
import { ScreenLoadBoundary } from '../shell/screen-load-boundary';
import { CartModalSlot } from './cart-modal-slot';
import { FLOWS_PAGE_ENABLED } from './feature-flags';
import { useSession, useSpawnedFlowRef } from './hooks';
import { inOwnTask } from './next-task';

// AUTH (no user) is in the main chunk, so the first paint of a new diner needs no second request. BASE (a
// user's first screen) is a chunk of its own, fetched as soon as there is a user (at start while the 2 s splash
// covers the screen, or on signing in, before the move to BASE); the other screens load per route group on first
// visit (see docs/performance.md). BASE's chunk also brings its branchSelection flow (a route flow).
const baseScreen = inOwnTask(() => import('./route-groups/base-screens'));
const BranchSelectionScreen = lazy(() => baseScreen().then((m) => ({ default: m.BranchSelectionScreen })));
const authScreens = inOwnTask(() => import('./route-groups/auth-screens'));
const accountScreens = inOwnTask(() => import('./route-groups/account-screens'));
const profileScreens = inOwnTask(() => import('./route-groups/profile-screens'));
const pointsScreens = inOwnTask(() => import('./route-groups/points-screens'));

const SignInScreen = lazy(() => authScreens().then((m) => ({ default: m.SignInScreen })));
const SignUpScreen = lazy(() => accountScreens().then((m) => ({ default: m.SignUpScreen })));
const PersonalDataScreen = lazy(() => accountScreens().then((m) => ({ default: m.PersonalDataScreen })));
const VerifyScreen = lazy(() => accountScreens().then((m) => ({ default: m.VerifyScreen })));
const EmailSentScreen = lazy(() => accountScreens().then((m) => ({ default: m.EmailSentScreen })));
const NewPasswordScreen = lazy(() => accountScreens().then((m) => ({ default: m.NewPasswordScreen })));
const ProfileScreen = lazy(() => profileScreens().then((m) => ({ default: m.ProfileScreen })));
const SupportScreen = lazy(() => profileScreens().then((m) => ({ default: m.SupportScreen })));
const TermsScreen = lazy(() => profileScreens().then((m) => ({ default: m.TermsScreen })));
const PrivacyScreen = lazy(() => profileScreens().then((m) => ({ default: m.PrivacyScreen })));
const LanguageDemoScreen = lazy(() => profileScreens().then((m) => ({ default: m.LanguageDemoScreen })));
const PointsScreen = lazy(() => pointsScreens().then((m) => ({ default: m.PointsScreen })));
const QrCodeScreen = lazy(() => pointsScreens().then((m) => ({ default: m.QrCodeScreen })));
const cartScreens = inOwnTask(() => import('./route-groups/cart-screens'));
const OrderSummaryScreen = lazy(() => cartScreens().then((m) => ({ default: m.OrderSummaryScreen })));
const menuScreens = inOwnTask(() => import('./route-groups/menu-screens'));
const BranchHomeScreen = lazy(() => menuScreens().then((m) => ({ default: m.BranchHomeScreen })));
const MenuScreen = lazy(() => menuScreens().then((m) => ({ default: m.MenuScreen })));
const SubcategoryScreen = lazy(() => menuScreens().then((m) => ({ default: m.SubcategoryScreen })));
const productScreens = inOwnTask(() => import('./route-groups/product-screens'));
const ProductScreen = lazy(() => productScreens().then((m) => ({ default: m.ProductScreen })));
const CustomisationModalWhenShown = lazy(() =>
  productScreens().then((m) => ({ default: m.CustomisationModalWhenShown })),
);
const checkoutScreens = inOwnTask(() => import('./route-groups/checkout-screens'));
const CheckoutScreen = lazy(() => checkoutScreens().then((m) => ({ default: m.CheckoutScreen })));
const SelectTableScreen = lazy(() => checkoutScreens().then((m) => ({ default: m.SelectTableScreen })));
const AddressListScreen = lazy(() => checkoutScreens().then((m) => ({ default: m.AddressListScreen })));
// Its own group: its text fields' react-aria stays out of every CHECKOUT open.
const addressSearchScreens = inOwnTask(() => import('./route-groups/address-search-screens'));
const AddressSearchScreen = lazy(() =>
  addressSearchScreens().then((m) => ({ default: m.AddressSearchScreen })),
);
const ordersScreens = inOwnTask(() => import('./route-groups/orders-screens'));
const OrderHistoryScreen = lazy(() => ordersScreens().then((m) => ({ default: m.OrderHistoryScreen })));
const OrderDetailScreen = lazy(() => ordersScreens().then((m) => ({ default: m.OrderDetailScreen })));
const FlowsPage = lazy(() => import('../flows-page/flows-page'));

/**
 * The two route maps (accounts.md §2.2): the pure rule decides the redirect; this view only applies it,
 * replacing the history entry.
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const search = useSearch();
  const hasUser = useSession(selectHasUser);
  const isGuest = useSession(selectIsGuest);
  const redirect = redirectFor(pathname, search, hasUser, { flowsPageEnabled: FLOWS_PAGE_ENABLED, isGuest });
  useEffect(() => {
    if (hasUser) void baseScreen();
  }, [hasUser]);
  if (redirect) return <Redirect to={redirect} replace />;

  // While a route group loads, the content area stays empty (the shell around it stays): no spinner
  // that would flash for the few milliseconds a cached or local chunk takes. The routed screen and each lazy
  // piece over it have a Suspense boundary of their own: on Preact's runtime (docs/performance.md "React's API
  // on Preact's runtime") a boundary that suspends resets the state and effects of everything already shown in
  // it, so the product overlay loading its chunk over MENU would open MENU again (its `*.opened`, its
  // `currentBranch.routeOpened`, which dropped the overlay's branch status check: tests/e2e/product.spec.ts "a
  // branch that closed while the diner was in it").
  return (
    <ScreenLoadBoundary>
      <Suspense fallback={null}>
        <Switch>
          {FLOWS_PAGE_ENABLED && (
            <Route path={ROUTES.FLOWS}>
              <Suspense fallback={<LoadingMessage />}>
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
          {/* HOME, the subcategory menu and MENU stay rendered under a product path (`/product/…` tail). */}
          <Route path={`${ROUTES.HOME}/:id/:storeId/*?`}>
            {(params: { id: string; storeId: string }) => (
              <BranchHomeScreen key={`${params.id}/${params.storeId}`} params={params} />
            )}
          </Route>
          <Route path={`${ROUTES.MENU}/:id/:storeId/subcategory/:subcategoryId/*?`}>
            {(params: { id: string; storeId: string; subcategoryId: string }) => (
              <SubcategoryScreen key={params.subcategoryId} params={params} />
            )}
          </Route>
          <Route path={`${ROUTES.MENU}/:id/:storeId/*?`}>
            {(params: { id: string; storeId: string }) => (
              <MenuScreen key={`${params.id}/${params.storeId}`} params={params} />
            )}
          </Route>
          <Route path={ROUTES.PROFILE} component={ProfileScreen} />
          <Route path={ROUTES.PROFILE_HELP_SUPPORT} component={SupportScreen} />
          <Route path={ROUTES.PROFILE_LANGUAGE_DEMO} component={LanguageDemoScreen} />
          <Route path={ROUTES.PROFILE_TERMS} component={TermsScreen} />
          <Route path={ROUTES.PROFILE_PRIVACY} component={PrivacyScreen} />
          <Route path={ROUTES.PROFILE_ORDERS} component={OrderHistoryScreen} />
          {/* PROFILE_ORDERS/{id} (ordering.md §2 route map; the table's '/perfil/ordenes/detalle' is read as this). */}
          <Route path={`${ROUTES.PROFILE_ORDERS}/:id`}>
            {(params: { id: string }) => <OrderDetailScreen key={params.id} params={params} />}
          </Route>
          <Route path={ROUTES.POINTS} component={PointsScreen} />
          <Route path={ROUTES.QR_CODE} component={QrCodeScreen} />
          {/* ORDER_SUMMARY stays rendered under its edit path (`/product/{storeId}/{sku}/{orderProductId}`). */}
          <Route path={`${ROUTES.ORDER_SUMMARY}/*?`} component={OrderSummaryScreen} />
          <Route path={ROUTES.CHECKOUT} component={CheckoutScreen} />
          <Route path={ROUTES.CHECKOUT_SELECT_TABLE} component={SelectTableScreen} />
          <Route path={ROUTES.CHECKOUT_ADDRESS} component={AddressListScreen} />
          <Route path={ROUTES.CHECKOUT_SEARCH_ADDRESS} component={AddressSearchScreen} />
          <Route>
            <PlaceholderScreen />
          </Route>
        </Switch>
      </Suspense>
      {/* The product overlay sits over its parent page, which the Switch keeps rendering (ordering.md §2). */}
      <Suspense fallback={null}>{hasUser && matchProductPath(pathname) && <ProductScreen />}</Suspense>
      <Suspense fallback={null}>{hasUser && <CustomisationModalHost />}</Suspense>
      <CartModalSlot />
      <OrderRatingSlot />
    </ScreenLoadBoundary>
  );
}

function LoadingMessage() {
  const { t } = useTranslation();
  return <p className="screen-message">{t('common.loading')}</p>;
}

/**
 * The customisation modal, loaded with the product group when a strip opens it. The orderPreparation flow is a
 * route flow: until something opens it (and its code has arrived), there is nothing to show.
 */
function CustomisationModalHost() {
  return useSpawnedFlowRef('orderPreparation') ? <CustomisationModalWhenShown /> : null;
}
