import type { APIRequestContext } from '@playwright/test';
import { createActiveOrdersAppModel } from '@/machines/active-orders/active-orders.app-model';
import { addressSearchAppModel } from '@/machines/address-search/address-search.app-model';
import { appAppModel } from '@/machines/app/app.app-model';
import type { AppFlowModel, AppStep } from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import { branchSelectionAppModel } from '@/machines/branches/branch-selection.app-model';
import { cartAppModel } from '@/machines/cart/cart.app-model';
import { createCatalogueAppModel } from '@/machines/catalogue/catalogue.app-model';
import { createConfirmReceiptAppModel } from '@/machines/confirm-receipt/confirm-receipt.app-model';
import { currentBranchAppModel } from '@/machines/current-branch/current-branch.app-model';
import { createTranslationTelemetryAppModel } from '@/machines/language/translation-telemetry.app-model';
import { layoutAppModel } from '@/machines/layout/layout.app-model';
import { menuBrowsingAppModel } from '@/machines/menu-browsing/menu-browsing.app-model';
import { orderHistoryAppModel } from '@/machines/order-history/order-history.app-model';
import { orderPreparationAppModel } from '@/machines/order-preparation/order-preparation.app-model';
import { orderRatingAppModel } from '@/machines/order-rating/order-rating.app-model';
import { passwordRecoveryAppModel } from '@/machines/password-recovery/password-recovery.app-model';
import { paymentVerificationAppModel } from '@/machines/payment-verification/payment-verification.app-model';
import { pointsAppModel } from '@/machines/points/points.app-model';
import { profileCompletionAppModel } from '@/machines/profile-completion/profile-completion.app-model';
import { sendOrderAppModel } from '@/machines/send-order/send-order.app-model';
import { sessionAppModel } from '@/machines/session/session.app-model';
import { signInAppModel } from '@/machines/sign-in/sign-in.app-model';
import { createSignUpAppModel } from '@/machines/sign-up/sign-up.app-model';
import { createSocialLoginAppModel } from '@/machines/social-login/social-login.app-model';
import { supportAppModel } from '@/machines/support/support.app-model';
import { toastsAppModel } from '@/machines/toasts/toasts.app-model';
import type { FlowPath, PathState } from '@/tools/flow-graph/paths';
import { freshRecoveryLink, OTHER_PASSWORD, PASSWORD, type RealFixture, verifiedAccountId } from './accounts';
import { activeOrdersLevers } from './active-orders';
import { addressSearchLevers } from './address-search';
import { appLevers } from './app';
import { type BranchStatusFixture, forceBranchStatus } from './branch-status';
import { catalogueFixtures, catalogueImpossible } from './catalogue';
import { browserSavedMenus } from './catalogue-cache';
import { checkoutAppModel, checkoutLevers, learnCheckout } from './checkout';
import {
  checkoutPreferencesAppModel,
  checkoutPreferencesLevers,
  learnCheckoutPreferences,
} from './checkout-preferences';
import { confirmReceiptLevers } from './confirm-receipt';
import type { FlowLevers } from './flow-levers';
import type { IdMap } from './id-map';
import { languageInBrowser, languageLevers, REAL_ANSWER } from './language';
import { menuBrowsingFixtures } from './menu-browsing';
import { learnOrderHistory, orderHistoryLevers } from './order-history';
import { orderPreparationFixtures, orderPreparationImpossible } from './order-preparation';
import { orderRatingLevers } from './order-rating';
import { paymentVerificationLevers } from './payment-verification';
import type { ProducedFixture } from './produced';
import {
  learnProfileCompletion,
  PROFILE_COMPLETION_REAL,
  profileCompletionLever,
} from './profile-completion';
import { sendOrderLevers } from './send-order';
import {
  learnSession,
  SESSION_REAL,
  SESSION_UNCHECKABLE,
  sessionBrowserImpossible,
  sessionLever,
} from './session';
import { socialLoginLevers } from './social-login';
import type { StepLever } from './step-lever';
import { translationTelemetryLevers } from './translation-telemetry';

/**
 * The flows tests/e2e/model-paths.spec.ts replays in a real Chromium, and their browser tables: which server answers
 * need something of the real server (REAL_FIXTURES), which state checks read data it does not hold
 * (UNCHECKABLE_STATES), which steps a person cannot take in a browser (BROWSER_IMPOSSIBLE), and the levers pulled
 * before a step (BEFORE_STEP). A flow with a file of its own (model-paths/<flow>.ts) hands its tables in through its
 * FLOWS entry's `levers`; they are merged at the end of this file. A new flow is one more FLOWS entry (at its end).
 */

/** Per flow: the fixtures of its `server` steps that need something of the real server (unlisted: none). */
export type Fixture = RealFixture | BranchStatusFixture | ProducedFixture;
export const REAL_FIXTURES: Record<string, Record<string, Fixture>> = {
  signIn: {
    passwordAccepted: { account: 'verified', password: PASSWORD },
    wrongPassword: { account: 'verified', password: OTHER_PASSWORD },
    noSuchAccount: { account: 'absent' },
    recoveryEmailSent: { account: 'exists' },
    serverFails: { fault: 500 },
  },
  signUp: {
    emailAvailable: { account: 'absent' },
    emailTaken: { account: 'exists' },
    registered: {
      cannot:
        "the model types the DNI 34567890, which the seeded demo@demo.com holds: the real server answers 'El dni ya está en uso'",
    },
    dniTaken: { account: 'absent' },
    codeSent: { account: 'unverified' },
    wrongCode: { account: 'unverified' },
    serverFails: { fault: 500 },
    codeAccepted: {
      cannot:
        "the model pastes '4821'; the real code is the outbox's (random), so the server refuses the model's",
    },
    profileSaved: {
      cannot:
        "the social sign-up's pending user is the model's user-9; a real one comes from the sandbox consent",
    },
  },
  // The link user-1/token-1 is a real one from the outbox (learnRecoveryLink); refused = spent before the answer.
  passwordRecovery: {
    linkRefused: { link: 'spent' },
    noConnection: { connection: 'none' },
    recoveryEmailSent: { account: 'exists' },
    serverFails: { fault: 500 },
  },
  support: {
    noConnection: { connection: 'none' },
  },
  points: {
    noConnection: { connection: 'none' },
  },
  currentBranch: {
    palermoClosed: { branchStatus: { palermo: 'close' } },
    palermo: { branchStatus: { palermo: 'open' } },
    offline: { connection: 'none' },
    notFound: {
      cannot:
        "the model opens /menu/b-2/brasa-belgrano, a branch the real server knows (it answers 200); its 404 is for a storeId it does not know, and the map cannot fold Belgrano's into one",
    },
  },
  branchSelection: {
    serverFails: { fault: 500 },
  },
  // Background answers (the gesture's request, with no step of its own): planted before the walk.
  toasts: {
    guestNotCreated: { fault: 500 },
    signInFails: { fault: 500 },
  },
  profileCompletion: PROFILE_COMPLETION_REAL,
  session: SESSION_REAL,
  menuBrowsing: menuBrowsingFixtures,
  orderPreparation: orderPreparationFixtures,
  catalogue: catalogueFixtures,
};

/**
 * Per flow: state checks that read data the real server does not hold (the vitest runner's brand, not the seed's),
 * with the reason. The walk goes through the state; only that check is left out, and the test's title says so.
 */
export const UNCHECKABLE_STATES: Record<string, Record<string, string>> = {
  menuBrowsing: {
    'browsing.filters':
      "with no filter the model's MENU is its four categories and one tag exactly; the seeded menu has 14 sections (Ensaladas, Pastas, Bebidas, the other tags …)",
  },
  layout: {
    'splash.showing':
      "the model's splash is 'Cargando Demo' (the vitest runner's brand); the seeded brand at localhost is 'Brasa Palermo' (server/db/seed/brands.ts), so its splash reads 'Cargando Brasa Palermo'",
  },
  session: SESSION_UNCHECKABLE,
};
/**
 * Per flow: steps a person cannot take in a real browser at that point of a path although the vitest runner can
 * (jsdom applies no CSS), with the reason; like the app-model's `impossible`, a path is walked up to such a step.
 */
export const BROWSER_IMPOSSIBLE: Record<string, (before: PathState, step: AppStep) => string | null> = {
  layout: (before, step) => {
    if (before.stateIds.includes('splash.showing') && step.action.kind === 'gesture')
      return 'while the splash shows, the shell under it is visibility: hidden (src/styles/shell.css, .shell[data-behind-splash]): nothing in it can be scrolled or tapped; jsdom applies no CSS, so the vitest runner can';
    if (step.event.type === 'layout.viewportResized')
      return 'the page driver runs inside the page, which cannot resize its own window (window.resizeTo only works on a window it opened); the vitest runner resizes happy-dom';
    if (step.event.type === 'layout.scrolled')
      return "the guest's support form does not scroll at 390 × 844 in Chromium (the content area's scrollHeight is its clientHeight, 715 px, measured on 24 Nov 2026): scrollTop stays 0; jsdom sets any scrollTop";
    return null;
  },
  branchSelection: (_before, step) => {
    if (step.action.kind === 'local' && step.action.fixture.includes('has no the Geolocation API'))
      return "Chromium has the Geolocation API (the vitest runner's happy-dom has none)";
    if (step.action.kind === 'server' && step.action.fixture === 'branchesByDistance')
      return "the real server sorts by distance only for a request with the diner's position, and this prefix sends none (the permission is 'prompt'; the granted-position steps are the app-model's pending)";
    if (step.event.type === 'branchSelection.languageChanged')
      return "the real app translates its whole UI into English (main.tsx's language sync; the vitest runner starts none for this flow), and the model's checks read the spec's Spanish texts";
    if (step.event.type === 'branchSelection.activeOrderBranchChanged')
      return "the walk's fresh guest has no active order on the real server (GET /pedido/active answers an empty list): an order at Brasa Recoleta would have to be placed and paid first";
    return null;
  },
  toasts: (_before, step) =>
    isSameEvent(step.event, toastsAppModel.steps[1].event)
      ? "the model's 'about 1 s later' cannot hold in a browser: the sign-in form's code, the typing and the real POST /login take longer, and in the CI run of 25 Nov the first toast's 5 s had run out before the second showed (0 toasts at the check); the vitest runner walks it whole with the clock faked"
      : null,
  cart: (_before, step) => {
    if (step.event.type === 'cart.cleared')
      return "the step taps Brasa Palermo Soho's card on BASE and expects HOME, but the seeded b2c brand is multipleMenu (server/db/seed/brands.ts): in a browser the tap flips the card to the consume modes and HOME opens only once a mode is chosen (branchSelection's model walks that; the cart's step does not); the vitest runner's default brand has no multipleMenu";
    if (
      step.action.kind === 'server' &&
      step.action.method === 'POST' &&
      String(step.action.path).includes('quote')
    )
      return "the model's cart line is its burger HAM-003 with 'Pan brioche' (PAN-BRI, machines/cart/cart.app-model.ts), an option the seed's HAM-003 'Brasa burger' does not have (server/db/seed/data/menu-b2c.ts): the real POST /pedido/quote answers 400 (CI rehearsal of 25 Nov); walking the quote needs the cart model's line aligned to a seeded product, as checkout's was";
    return null;
  },
  session: sessionBrowserImpossible,
  orderPreparation: orderPreparationImpossible,
  catalogue: catalogueImpossible,
};
export const checkable = (flow: AppFlowModel, stateIds: string[]) =>
  stateIds.filter((s) => !UNCHECKABLE_STATES[flow.model.id]?.[s]);

/** Records ids the server minted before a walk, given the steps the walk takes. */
export type Learn = (request: APIRequestContext, ids: IdMap, steps: FlowPath['steps']) => Promise<void>;

/** The model's refusal of a new link for user-1/token-1 as a link never sent to that account (a made-up token). */
const NEVER_SENT = 'xstate.error.actor.requestNewRecoveryLink';
/**
 * passwordRecovery's link (W5): user-1/token-1 ↔ a fresh link of Lucía's from the outbox. A walk where the server
 * refuses a new link for it (only a link never sent to the account is refused) gets a made-up token instead.
 */
const learnRecoveryLink: Learn = async (request, ids, steps) => {
  const { id, token } = await freshRecoveryLink(request);
  ids.add('user-1', id);
  const neverSent = steps.some((s) => (s.event as { type?: string }).type === NEVER_SENT);
  ids.add('token-1', neverSent ? 'a-link-never-sent-to-this-account' : token);
};

/**
 * The flows replayed. Each start is produced for real from the model's saved state (model-paths/start.ts);
 * `learn` records ids the server minted before the walk that the model names (Lucía's real id for user-2).
 */
/** A lever written as (at, step) (model-paths/step-lever.ts) in the shape of FlowLevers' beforeStep. */
const stepLever =
  (lever: StepLever): NonNullable<FlowLevers['beforeStep']> =>
  ({ step, ...at }) =>
    lever(at, step);

export const FLOWS: Array<{
  appModel: AppFlowModel;
  learn?: Learn;
  /** Walk every generated path, not only the shortest to each state, and why (one state, many toasts). */
  everyPath?: string;
  /** The flow's own tables and levers (model-paths/<flow>.ts), merged into the tables above (end of this file). */
  levers?: FlowLevers;
  /** Server fixtures walked even where no shortest walk takes them: the shortest prefix ending in that answer. */
  alsoWalk?: string[];
}> = [
  { appModel: signInAppModel },
  {
    // The session area is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createSignUpAppModel({ read: () => null, write: () => {}, remove: () => {} }),
  },
  { appModel: passwordRecoveryAppModel, learn: learnRecoveryLink },
  { appModel: supportAppModel },
  { appModel: layoutAppModel },
  {
    appModel: pointsAppModel,
    // The model signs Lucía in with PASSWORD and checks GET /points/user-2.
    learn: async (request, ids) => ids.add('user-2', await verifiedAccountId(request, PASSWORD)),
  },
  { appModel: cartAppModel },
  {
    appModel: currentBranchAppModel,
    // BASE lists Brasa Belgrano open (the model's pick taps its card): forced open, so the walk runs at any hour.
    learn: (request) => forceBranchStatus(request, { belgrano: 'open' }),
  },
  { appModel: branchSelectionAppModel },
  {
    appModel: toastsAppModel,
    everyPath:
      "the flow has one state ('listening'); what its paths check is the list of toasts, which only the whole paths reach",
  },
  { appModel: orderHistoryAppModel, learn: learnOrderHistory, levers: orderHistoryLevers },
  { appModel: orderRatingAppModel, levers: orderRatingLevers },
  {
    // The tab's focus is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createConfirmReceiptAppModel({ bringToFront: () => {} }),
    levers: confirmReceiptLevers,
  },
  // perfil@demo.com made incomplete before each walk; "completed on another device" is a real PUT (W7).
  {
    appModel: profileCompletionAppModel,
    learn: learnProfileCompletion,
    levers: { beforeStep: stepLever(profileCompletionLever) },
  },
  // user-1 is Lucía (complete profile, or without the phone); the 401 is a real logout elsewhere (W8).
  { appModel: sessionAppModel, learn: learnSession, levers: { beforeStep: stepLever(sessionLever) } },
  // W11: the guest's history is a real order placed by that guest (model-paths/menu-browsing.ts).
  { appModel: menuBrowsingAppModel, alsoWalk: ['historyWithBife'] },
  // W18: the b2c paths; notFound is PAR-001 withdrawn for the answer (model-paths/order-preparation.ts).
  { appModel: orderPreparationAppModel },
  // W18: the app's real IndexedDB, watched (model-paths/catalogue-cache.ts).
  { appModel: createCatalogueAppModel(browserSavedMenus) },
  // W12: the real gazetteer; 'Casa' saved through the API, out of range for noDelivery (model-paths/address-search.ts).
  { appModel: addressSearchAppModel, levers: addressSearchLevers },
  // W17: demo's real takeaway orders placed for each list, on page.clock (model-paths/active-orders.ts).
  {
    // The tab's visibility is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createActiveOrdersAppModel({ setVisible: () => {} }),
    levers: activeOrdersLevers,
  },
  // W21, partly: the start walked; the metrics' steps cut (model-paths/translation-telemetry.ts).
  {
    // The console is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createTranslationTelemetryAppModel({ warnings: () => [] }),
    levers: translationTelemetryLevers,
  },
  // The start-up at a host the server knows no brand for: /marca answers a real 404 (model-paths/app.ts).
  { appModel: appAppModel, levers: appLevers },
  {
    // The browser around the redirect is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createSocialLoginAppModel({
      reset: () => {},
      answerReturnRead: () => {},
      waitingReads: () => 0,
      cookie: () => null,
      redirects: () => [],
    }),
    levers: socialLoginLevers,
    // The sandbox's sign-in answered: on no shortest walk (it ends at `idle`, the start's state).
    alsoWalk: ['martinaSignedIn'],
  },
  // W19: a real guest's order at Palermo, paid in the real sandbox's window (model-paths/send-order.ts).
  { appModel: sendOrderAppModel, levers: sendOrderLevers },
  { appModel: paymentVerificationAppModel, levers: paymentVerificationLevers },
  // W20: Lucía with the seed's Provoleta; Belgrano's systems off through a dev lever (model-paths/checkout-preferences.ts).
  {
    appModel: checkoutPreferencesAppModel,
    learn: learnCheckoutPreferences,
    levers: checkoutPreferencesLevers,
  },
  // W20: a real guest with PAR-001 at the model's $ 10.000 (dev price tool, restored); cuts in model-paths/checkout.ts.
  { appModel: checkoutAppModel, learn: learnCheckout, levers: checkoutLevers },
  // W21: demo in English on PROFILE, the real engine; the model's order, its second preload batch and its lowered
  // rate limit cut (model-paths/language.ts).
  { appModel: languageInBrowser, levers: languageLevers, alsoWalk: REAL_ANSWER },
];
export const BEFORE_STEP: Record<string, NonNullable<FlowLevers['beforeStep']>> = {};
export const FAKE_CLOCK = new Set<string>();
for (const { appModel, levers } of FLOWS) {
  const id = appModel.model.id;
  if (levers?.realFixtures) REAL_FIXTURES[id] = { ...REAL_FIXTURES[id], ...levers.realFixtures };
  if (levers?.uncheckable) UNCHECKABLE_STATES[id] = { ...UNCHECKABLE_STATES[id], ...levers.uncheckable };
  if (levers?.browserImpossible) BROWSER_IMPOSSIBLE[id] = levers.browserImpossible;
  if (levers?.beforeStep) BEFORE_STEP[id] = levers.beforeStep;
  if (levers?.fakeClock) FAKE_CLOCK.add(id);
}
