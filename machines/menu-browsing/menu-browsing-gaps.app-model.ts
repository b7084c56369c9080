// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { menuBrowsingModel, screenAfter } from './menu-browsing.model';

/**
 * MENU_BROWSING's executable model (menu-browsing.app-model.ts): the model's steps no screen takes (pending),
 * the app's events the model has no step for (model gaps), and the paths the app cannot walk (impossible).
 */

export const MENU_BROWSING_PENDING: AppFlowModel['pending'] = [
  ...menuBrowsingModel.steps
    .filter((s) => s.event.type === 'menuBrowsing.cartChanged')
    .map((s) => ({
      event: s.event,
      reason:
        "the cart's products are followed from the system's cart (the branch home's history guard): adding or emptying it is the cart's and orderPreparation's walk; tests/machines/menu-browsing.test.ts and tests/e2e/leave-guard.spec.ts cover the guard",
    })),
  {
    event: menuBrowsingModel.steps[5].event,
    reason:
      "no screen sends it: the branch home's chips are links to MENU?categoria=… (an opening), and MENU's carousel sends carouselTileTapped",
  },
  {
    event: menuBrowsingModel.steps[6].event,
    reason:
      "no screen sends it: the branch home's chips are links to MENU?preferencia=… (an opening), and MENU's carousel sends carouselTileTapped",
  },
  {
    event: menuBrowsingModel.steps[8].event,
    reason:
      'sent by an IntersectionObserver as a section scrolls into view; happy-dom lays nothing out, so none is reported (a browser test would)',
  },
  {
    event: menuBrowsingModel.steps[12].event,
    reason:
      "the app never sends it: with an empty cart the branch home's back is the header's plain link to BASE, not a leave request (and the cart here holds the saved line)",
  },
];

export const MENU_BROWSING_MODEL_GAPS: AppFlowModel['modelGaps'] = [
  {
    type: 'xstate.done.actor.recallLastOrders',
    reason:
      'the list this device remembered (local storage) standing in while the history is asked (issue 11, layout shift): no model step yet; tests/machines/menu-last-orders-memory.test.ts and tests/e2e/menu-last-orders.spec.ts cover it',
  },
  {
    type: 'menuBrowsing.backPressed',
    reason:
      'back on the branch home forwarded by the layout flow (issue 11, being added while this model was written): no model step yet; it asks to leave with the cart as it is',
  },
  {
    type: 'menuBrowsing.leaveModalChanged',
    reason:
      "the leave modal closed by the overlay, Escape or the browser's back (followed from the layout): no model step yet; tests/machines/menu-browsing.test.ts and tests/e2e/leave-guard.spec.ts cover it",
  },
  {
    type: 'menuBrowsing.leaveStayed',
    reason:
      "internal (raised on staying after the leave modal, puts the history guard back): no person's step",
  },
  {
    type: 'menuBrowsing.userChanged',
    reason:
      "the session's user changing (sign-in, sign-out) while a menu screen is open: no model step yet; the visit and the abandoned cart then name the new user",
  },
];

const type = (event: FlowEvent) => event.type;

export const menuBrowsingImpossible: NonNullable<AppFlowModel['impossible']> = (events, before) => {
  const event = events[events.length - 1];
  const screen = screenAfter(events.slice(0, -1));
  const confirming = before.stateIds.includes('browsing.leaveGuard.confirming');
  const context = before.keyContext as {
    appliedSearch?: string;
    filter?: { kind: string; slug: string } | null;
  };
  const reentered = ['browsing.search.settled', 'browsing.carousel.following', 'browsing.leaveGuard.idle'];
  // The regions an opening enters again as they were: the filters, the history guard (it follows the cart on
  // the branch home) and the last orders (asked again); no timer of search or carousel runs, no modal is open.
  const atRest = before.stateIds.every(
    (id) =>
      reentered.includes(id) ||
      id === 'browsing.filters' ||
      id.startsWith('browsing.history.') ||
      id.startsWith('browsing.lastOrders.'),
  );
  const filterHides = (slug: string) =>
    !!context.filter && !(context.filter.kind === 'categoria' && context.filter.slug === slug);
  switch (type(event)) {
    case 'menuBrowsing.opened':
      return confirming
        ? "the leave guard's modal covers the screen; only 'Cancelar' or 'Si, salir' close it"
        : null;
    case 'menuBrowsing.locationChanged':
      if (confirming) return "the leave guard's modal covers the search bar";
      return screen === 'home' || screen === 'menu' ? null : 'no search bar of this flow is on screen';
    case 'menuBrowsing.carouselTileTapped':
      if (confirming) return "the leave guard's modal covers the carousel";
      if (screen !== 'menu') return 'the carousel is on MENU only';
      if (context.appliedSearch) return 'MENU hides the carousel while a search is applied';
      return null;
    case 'menuBrowsing.seeAllRequested':
      if (confirming) return "the leave guard's modal covers the menu";
      if (screen !== 'menu') return "'Ver todo' is on MENU's sections only";
      if (context.appliedSearch) return "a search shows results without 'Ver todo'";
      return filterHides(event.slug as string) ? 'the applied filter hides that section' : null;
    case 'menuBrowsing.subcategoryOpened':
      if (confirming) return "the leave guard's modal covers the menu";
      if (screen !== 'menu') return "the subcategory cards are on MENU's sections only";
      if (context.appliedSearch) return 'a search shows results without subcategory cards';
      if (filterHides('parrilla')) return 'the applied filter hides the Parrilla section';
      return atRest
        ? null
        : 'the subcategory screen sends its own menuBrowsing.opened (no step in the human model), which re-enters browsing: the timer the path waits for is gone';
    case 'menuBrowsing.leaveRequested':
      if (events.slice(0, -1).some((e) => e.type === 'menuBrowsing.leaveConfirmed'))
        return "'Si, salir' emptied the cart: the branch home no longer asks before leaving";
      if (screen === 'home' || confirming) return null;
      // Only the branch home's back button asks; opening it re-enters browsing, as the path must agree.
      return atRest
        ? null
        : 'the leave request is the branch home\'s back button; opening the branch home re-enters browsing (a "menuBrowsing.opened" the path does not take), so its search or carousel timer is gone';
    case 'xstate.done.actor.fetchLastOrders':
    case 'xstate.error.actor.fetchLastOrders': {
      // The runner answers the oldest held GET /pedido/usuario: one per MENU opening of this path.
      const prior = events.slice(0, -1);
      const last = prior.findLastIndex((e) => e.type === 'menuBrowsing.opened' && e.screen === 'menu');
      const asked = prior.filter((e) => e.type === 'menuBrowsing.opened' && e.screen === 'menu').length;
      const answered = prior.filter((e) => e.type.endsWith('.actor.fetchLastOrders')).length;
      if (asked - answered > 1)
        return "an earlier MENU opening's history request is still unanswered (the oldest is answered first)";
      return prior.slice(last).some((e) => e.type === 'menuBrowsing.subcategoryOpened')
        ? "the subcategory screen's own opening stopped this history request"
        : null;
    }
    default:
      return null;
  }
};
