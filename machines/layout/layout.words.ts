import type { FlowWords } from '../flow-words';

/** layout: its states and guards in the product's words (docs/flows, /__flows). */
export const layoutWords: FlowWords = {
  states: {
    splash: 'Brand splash',
    'splash.showing': 'Logo covering the screen',
    'splash.settling': 'Splash fading out',
    'splash.done': 'Splash gone',
    header: 'Header',
    'header.visible': 'Header visible',
    'header.scrolledAway': 'Header slid away',
    navigation: 'Bottom navigation',
    'navigation.shown': 'Bottom bar visible',
    'navigation.hiddenForTyping': 'Bottom bar hidden while typing',
    modal: 'Modal or drawer',
    'modal.closed': 'No modal open',
    'modal.open': 'Modal open',
    'modal.closing': 'Modal closing',
  },
  guards: {
    isSplashTimeUp: "the server's splash has already shown the 2 s",
    isGuardedNavigation: 'leaving this page must be confirmed first',
    isScrollingDownPastThreshold: 'the content scrolls down past 50 px',
    isAtTopOrScrollingUpWhileTouching: 'the content is back at the top, or a finger scrolls it up',
    isModalDismissible: 'the open modal can be closed this way',
  },
  events: {
    'layout.scrolled': 'Scroll the content',
    'layout.modalOpened': 'A modal or drawer opens',
  },
};
