import type { FlowModel, StepCondition } from '../flow-model';
import { layoutMachine } from './layout.machine';

/** A modal or drawer covers the content: a person scrolls and taps the content only with none open. */
const noModalCovers: StepCondition = {
  text: 'no modal or drawer covers the content',
  holds: (at) => at.stateIds.includes('modal.closed'),
};
/** Modals wait for the splash (accounts.md §2.3): one opened during it shows, to dismiss or close, once it goes. */
const modalShown: StepCondition = {
  text: 'the splash has gone, so the modal shows',
  holds: (at) => !at.stateIds.includes('splash.showing'),
};

/** The modal shown is (or is not) the logout confirmation, whose own close button is 'Cancelar'. */
const modalShownIs = (logout: boolean): StepCondition => ({
  text: logout
    ? "the splash has gone and the modal shown is '¿Quieres cerrar sesión?'"
    : 'the splash has gone and the modal shown is not the logout confirmation',
  holds: (at) =>
    modalShown.holds(at) && (at.snapshot.context.currentModalId === 'logout-confirmation') === logout,
});

/**
 * Leaving the screen and coming back (the header's back, the bottom bar, another address, a resize) happens at
 * rest: the splash has gone, the header and the bottom bar are shown, and no modal covers the content. A screen
 * that opens starts at the top with no field focused, so only there does the shell come back as it was.
 */
const atRest: StepCondition = {
  text: 'the splash has gone, the header and the bottom bar are shown, and no modal or drawer covers the content',
  holds: (at) =>
    !at.stateIds.includes('splash.showing') &&
    at.stateIds.includes('header.visible') &&
    at.stateIds.includes('navigation.shown') &&
    at.stateIds.includes('modal.closed'),
};

/** The app shell's layout chart, explored with phone-sized input. */
export const layoutModel: FlowModel = {
  id: 'layout',
  title: 'App shell layout: splash, header, navigation, modals',
  summary:
    'The splash with the brand logo, the header hiding on scroll, the bottom bar hiding while typing, and one modal or drawer at a time with one history entry, so browser back closes it (accounts.md §2.3, issue 10 #9).',
  machine: layoutMachine,
  input: { viewportWidth: 390 },
  start: 'Open the app on a phone-sized screen (390 × 844) with a brand that has a logo',
  steps: [
    { event: { type: 'xstate.after.splashDuration.layout.splash.showing' }, step: 'Wait 2 s' },
    { event: { type: 'xstate.after.splashSettleDuration.layout.splash.settling' }, step: 'Wait 1 s more' },
    {
      event: { type: 'layout.scrolled', scrollY: 120, previousScrollY: 40, touching: true },
      step: 'Scroll the content down past 50 px',
      when: noModalCovers,
    },
    {
      event: { type: 'layout.scrolled', scrollY: 80, previousScrollY: 120, touching: true },
      step: 'With a finger on the screen, scroll up a little',
      when: noModalCovers,
    },
    {
      event: { type: 'layout.scrolled', scrollY: 0, previousScrollY: 80, touching: false },
      step: 'Scroll back to the top',
      when: noModalCovers,
    },
    {
      event: { type: 'layout.textInputFocused' },
      step: 'Tap into a text field (the search bar)',
      when: noModalCovers,
    },
    { event: { type: 'layout.textInputBlurred' }, step: 'Tap outside the text field', when: noModalCovers },
    {
      event: { type: 'layout.modalOpened', modalId: 'logout-confirmation' },
      step: "Open a dismissible modal: 'Perfil' in the bottom bar, then 'Cerrar sesión' on the profile",
      // A person taps it: not under the splash (the shell is hidden), and reaching the profile is a navigation,
      // which only at rest leaves the header and the bar as they were (a screen opens at the top, nothing focused).
      when: atRest,
    },
    {
      event: { type: 'layout.modalOpened', modalId: 'profile-completion', dismissible: false },
      step: 'Open a modal that cannot be dismissed (b2b profile completion)',
    },
    {
      event: { type: 'layout.modalDismissRequested' },
      step: 'Tap the overlay, drag the drawer down or press Escape',
      when: modalShown,
    },
    // One event, two steps (one per modal, each with its `when`), so that the generator's cover walks the close
    // of the modal a guest can open, not only that of the pending one.
    {
      event: { type: 'layout.modalClosed' },
      step: "Tap 'Cancelar' in '¿Quieres cerrar sesión?' (the modal's own close button)",
      when: modalShownIs(true),
    },
    {
      event: { type: 'layout.modalClosed' },
      step: "Press the modal's own close or confirm button",
      when: modalShownIs(false),
    },
    {
      event: { type: 'layout.historyBackPressed' },
      step: "Press the browser's back button (or the back gesture)",
    },
    { event: { type: 'xstate.after.modalTransition.layout.modal.closing' }, step: 'Wait 300 ms' },
    {
      event: { type: 'layout.backPressed' },
      step: "Tap the header's back arrow ('Volver'), then 'Ayuda' on the profile to come back",
      when: atRest,
    },
    {
      event: { type: 'layout.navigationRequested', to: '/perfil' },
      step: "Tap 'Perfil' in the bottom bar, then 'Ayuda' to come back",
      when: atRest,
    },
    {
      event: { type: 'layout.headerChanged', header: { title: 'support.title', goBack: '/perfil' } },
      step: "Open the profile by its address (no title in the header), then 'Ayuda': the header shows 'Soporte'",
      when: atRest,
    },
    {
      event: { type: 'layout.pageChanged', page: { navBar: true } },
      step: 'Open the sign-in form by its address (no bottom bar there), then the support form again',
      when: atRest,
    },
    {
      // The subcategory screen's back returns to MENU's entry with the card's anchor (ordering.md §2 "Subcategory
      // menu"); the points badge, the active-orders carousel and the order history store theirs the same way.
      event: { type: 'layout.previousPathStored', path: '/menu/b-1/brasa-palermo#cat-parrilla-subcat-s-1' },
      step: "Open the menu, tap the 'Cortes vacunos' card (MENU's address is kept with the card's anchor), then the header's back arrow back to that address, and 'Perfil', 'Ayuda' to come back",
      when: atRest,
    },
    {
      event: { type: 'layout.viewportResized', width: 390 },
      step: 'Widen the window to a desktop (1280 px), then narrow it back to the phone (390 px)',
      when: atRest,
    },
  ],
  expectations: {
    'splash.showing': 'the brand logo covers the screen; no modal or drawer is shown',
    'splash.settling': 'the logo has gone; the shell is visible',
    'splash.done': 'the shell is visible',
    'header.visible': 'the header is visible',
    'header.scrolledAway': 'the header has slid away',
    'navigation.shown': 'the bottom navigation is visible (mobile)',
    'navigation.hiddenForTyping': 'the bottom navigation is hidden while typing (mobile)',
    'modal.closed': 'no modal or drawer is open',
    'modal.open':
      'the modal (a bottom drawer on mobile) is open; browser back closes it (a modal that cannot be dismissed stays) and the page stays',
    'modal.closing': 'the drawer slides away',
  },
  keyContext: (s) => ({
    currentModalId: s.context.currentModalId,
    modalDismissible: s.context.modalDismissible,
  }),
  serializeState: (s) => JSON.stringify([s.value, s.context.currentModalId, s.context.modalDismissible]),
};
