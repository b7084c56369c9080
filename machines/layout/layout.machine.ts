import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { type HeaderText, sanitizeHeaderText, shouldHideHeader, shouldShowHeader } from '../rules/header';
import { TIMINGS } from '../rules/timings';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';

export interface TabOption {
  /** A catalogue key, or content (`{text}`). */
  label: HeaderText;
  value: string;
  icon?: string;
}

export interface HeaderSettings {
  /** What the header shows, rendered in the diner's language (see sanitizeHeaderText). */
  title: HeaderText;
  subTitle: HeaderText;
  /** A path to go to when back is pressed; null hides the back button. */
  goBack: string | null;
  /**
   * A screen that guards leaving (the branch home's leave guard): back sends this event to the system actor
   * `to` instead of going to `goBack`, and that flow decides where to go.
   */
  backEvent: { to: string; type: string } | null;
  previousPath: string | null;
  showSearchBar: boolean;
  lastRoute: string | null;
  /** Screen-level "hide the header" (distinct from the scroll-driven hiding, which is a state). */
  hidden: boolean;
  isLoading: boolean;
  tabs: { active: string | null; options: TabOption[]; alertValue?: string } | null;
  filterBtn: boolean;
  headerPoints: boolean;
}

export interface PageSettings {
  checkoutBar: boolean;
  /** The "Ver menú completo" link, when set. */
  menuBtn: string | null;
  navBar: boolean;
  ivaDisclaimer: boolean;
  isLoadingData: boolean;
  BgColor: string | null;
  isActiveOrdersSlider: boolean;
}

export interface ModalRequest {
  modalId: string;
  /** Overlay click, drag-down and Escape close it (default true). b2b profile completion sets false. */
  dismissible?: boolean;
}

export interface LayoutContext {
  header: HeaderSettings;
  page: PageSettings;
  currentModalId: string | null;
  modalDismissible: boolean;
  viewportWidth: number;
  /** How long the server's splash (in the HTML) had been on screen when the app started: the 2 s count from it. */
  splashShownMs: number;
}

/** The persisted part of the layout slice (accounts.md §3 "Persisted state"). */
export interface PersistedLayout {
  previousPath: string | null;
  lastRoute: string | null;
}

export interface LayoutInput {
  viewportWidth?: number;
  restored?: Partial<PersistedLayout> | null;
  /**
   * How long the splash the server rendered in the HTML had already been on screen when the app started (0
   * without one): the spec's 2 s count from that paint (issue 8), so the app's splash shows the rest.
   */
  splashShownMs?: number;
}

/** The splash's 2 s (accounts.md §2.3) less the time the server's splash already showed, never below 0. */
export const remainingSplashMs = (splashShownMs: number): number =>
  Math.max(0, TIMINGS.splash - Math.max(0, splashShownMs));

export type LayoutEvent =
  | { type: 'layout.headerChanged'; header: Partial<Record<keyof HeaderSettings, unknown>> }
  | { type: 'layout.pageChanged'; page: Partial<PageSettings> }
  | { type: 'layout.scrolled'; scrollY: number; previousScrollY: number; touching: boolean }
  | { type: 'layout.viewportResized'; width: number }
  | { type: 'layout.textInputFocused' }
  | { type: 'layout.textInputBlurred' }
  | { type: 'layout.backPressed' }
  /**
   * The bottom navigation's item pressed (its path): a screen that guards leaving towards that path
   * (`header.backEvent` with `goBack` the same path, as the branch home's 'Inicio' to BASE) decides instead.
   */
  | { type: 'layout.navigationRequested'; to: string }
  | { type: 'layout.previousPathStored'; path: string }
  | { type: 'layout.modalOpened'; modalId: string; dismissible?: boolean }
  | { type: 'layout.modalDismissRequested' }
  | { type: 'layout.modalClosed' }
  /** The browser went back out of the open sheet's history entry (the back button or gesture). */
  | { type: 'layout.historyBackPressed' };

/**
 * What the layout tells the sheet's history keeper: a sheet opened (keep one history entry for it) or closed
 * by the app (take its entry back). Browser back answers `layout.historyBackPressed`.
 */
export type ModalHistoryCommand = { type: 'modalHistory.opened' } | { type: 'modalHistory.closed' };

export const DEFAULT_HEADER: HeaderSettings = {
  title: '',
  subTitle: '',
  goBack: null,
  backEvent: null,
  previousPath: null,
  showSearchBar: false,
  lastRoute: null,
  hidden: false,
  isLoading: false,
  tabs: null,
  filterBtn: false,
  headerPoints: false,
};

export const DEFAULT_PAGE: PageSettings = {
  checkoutBar: false,
  menuBtn: null,
  navBar: true,
  ivaDisclaimer: false,
  isLoadingData: false,
  BgColor: null,
  isActiveOrdersSlider: false,
};

/**
 * The app shell's layout (accounts.md §2.3): splash, header visibility on scroll, one modal or drawer at a
 * time, the bottom navigation hiding while a text input has focus, and the header/page settings screens set.
 */
export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
    input: {} as LayoutInput,
  },
  actors: {
    /**
     * Keeps one browser-history entry per open sheet, as native apps do (issue 10 #9), so browser back closes
     * the sheet instead of leaving the page. The app provides it (src/adapters/modal-history.ts); without one
     * (a test, the flows page) there is no history to keep.
     */
    modalHistory: fromCallback<ModalHistoryCommand>(() => {}),
  },
  delays: {
    splashDuration: ({ context }) => remainingSplashMs(context.splashShownMs),
    splashSettleDuration: TIMINGS.splashSettle,
    modalTransition: TIMINGS.modalTransition,
  },
  guards: {
    isSplashTimeUp: ({ context }) => remainingSplashMs(context.splashShownMs) === 0,
    isScrollingDownPastThreshold: ({ event }) => event.type === 'layout.scrolled' && shouldHideHeader(event),
    isAtTopOrScrollingUpWhileTouching: ({ event }) =>
      event.type === 'layout.scrolled' && shouldShowHeader(event),
    isModalDismissible: ({ context }) => context.modalDismissible,
    isGuardedNavigation: ({ context, event }) =>
      event.type === 'layout.navigationRequested' &&
      context.header.backEvent !== null &&
      context.header.goBack === event.to,
  },
  actions: {
    applyHeader: assign(({ context, event }) => {
      if (event.type !== 'layout.headerChanged') return {};
      const next: HeaderSettings = { ...context.header };
      for (const [key, value] of Object.entries(event.header) as [keyof HeaderSettings, unknown][]) {
        if (key === 'title' || key === 'subTitle') {
          const { text, warn } = sanitizeHeaderText(value);
          if (warn) console.warn(`layout: header ${key} must be text; it was blanked`, value);
          next[key] = text;
        } else {
          (next as unknown as Record<string, unknown>)[key] = value;
        }
      }
      return { header: next };
    }),
    applyPage: assign(({ context, event }) =>
      event.type === 'layout.pageChanged' ? { page: { ...context.page, ...event.page } } : {},
    ),
    clearPreviousPath: assign(({ context }) => ({ header: { ...context.header, previousPath: null } })),
    /** A guarded back (`header.backEvent`) is the screen's flow's to decide. */
    forwardBack: enqueueActions(({ context, system, enqueue }) => {
      const back = context.header.backEvent;
      if (!back) return;
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const flow = findSystemActor(system, back.to, 'forward the header back');
      if (flow) enqueue.sendTo(flow, { type: back.type });
    }),
    /** The bottom navigation towards a guarded path: the screen's flow decides (`via: 'navBar'`). */
    forwardNavigation: enqueueActions(({ context, system, enqueue }) => {
      const back = context.header.backEvent;
      if (!back) return;
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const flow = findSystemActor(system, back.to, 'forward the navigation');
      if (flow) enqueue.sendTo(flow, { type: back.type, via: 'navBar' });
    }),
    /** Provided by the app (src/adapters/navigation.ts). */
    navigate: (_, _params: NavigateParams) => {},
    storePreviousPath: assign(({ context, event }) =>
      event.type === 'layout.previousPathStored'
        ? { header: { ...context.header, previousPath: event.path } }
        : {},
    ),
    recordViewport: assign(({ event }) =>
      event.type === 'layout.viewportResized' ? { viewportWidth: event.width } : {},
    ),
    openModal: assign(({ event }) =>
      event.type === 'layout.modalOpened'
        ? { currentModalId: event.modalId, modalDismissible: event.dismissible !== false }
        : {},
    ),
    forgetModal: assign({ currentModalId: null, modalDismissible: true }),
    keepModalHistoryEntry: sendTo('modalHistory', {
      type: 'modalHistory.opened',
    } satisfies ModalHistoryCommand),
    dropModalHistoryEntry: sendTo('modalHistory', {
      type: 'modalHistory.closed',
    } satisfies ModalHistoryCommand),
  },
}).createMachine({
  id: 'layout',
  type: 'parallel',
  context: ({ input }) => ({
    header: {
      ...DEFAULT_HEADER,
      previousPath: input?.restored?.previousPath ?? null,
      lastRoute: input?.restored?.lastRoute ?? null,
    },
    page: { ...DEFAULT_PAGE },
    currentModalId: null,
    modalDismissible: true,
    viewportWidth: input?.viewportWidth ?? 390,
    splashShownMs: Number.isFinite(input?.splashShownMs) ? Math.max(0, input?.splashShownMs ?? 0) : 0,
  }),
  invoke: { id: 'modalHistory', src: 'modalHistory' },
  on: {
    'layout.headerChanged': { actions: 'applyHeader' },
    'layout.pageChanged': { actions: 'applyPage' },
    'layout.backPressed': { actions: ['clearPreviousPath', 'forwardBack'] },
    'layout.navigationRequested': [
      { guard: 'isGuardedNavigation', actions: 'forwardNavigation' },
      {
        actions: {
          type: 'navigate',
          params: ({ event }) => ({ to: event.to }),
        },
      },
    ],
    'layout.previousPathStored': { actions: 'storePreviousPath' },
    'layout.viewportResized': { actions: 'recordViewport' },
  },
  states: {
    splash: {
      description: 'The brand logo covers the screen for 2 s; modals and drawers wait until it is done.',
      initial: 'showing',
      states: {
        showing: {
          // A boot after the 2 s (issue 8): the server's splash already showed them, so the app's never paints,
          // not even for the frame a zero-delay timer would leave it (Preact draws the first tree at once).
          always: { guard: 'isSplashTimeUp', target: 'settling' },
          after: { splashDuration: 'settling' },
        },
        settling: {
          description: 'Splash is off; the second flag (1 s later) changes the animation timing.',
          after: { splashSettleDuration: 'done' },
        },
        done: {},
      },
    },
    header: {
      initial: 'visible',
      states: {
        visible: {
          on: { 'layout.scrolled': { guard: 'isScrollingDownPastThreshold', target: 'scrolledAway' } },
        },
        scrolledAway: {
          on: { 'layout.scrolled': { guard: 'isAtTopOrScrollingUpWhileTouching', target: 'visible' } },
        },
      },
    },
    navigation: {
      description: 'On mobile the bottom bar hides while a text input or text area has focus.',
      initial: 'shown',
      states: {
        shown: { on: { 'layout.textInputFocused': 'hiddenForTyping' } },
        hiddenForTyping: { on: { 'layout.textInputBlurred': 'shown' } },
      },
    },
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'layout.modalOpened': { target: 'open', actions: ['openModal', 'keepModalHistoryEntry'] } },
        },
        open: {
          description:
            'One history entry stands for the open sheet: browser back closes it, as a tap outside would.',
          on: {
            // A replaced sheet hands its history entry to the new one.
            'layout.modalOpened': { target: 'open', reenter: true, actions: 'openModal' },
            'layout.modalDismissRequested': {
              guard: 'isModalDismissible',
              target: 'closing',
              actions: 'dropModalHistoryEntry',
            },
            'layout.modalClosed': { target: 'closing', actions: 'dropModalHistoryEntry' },
            'layout.historyBackPressed': [
              // The entry is gone already: nothing to take back.
              { guard: 'isModalDismissible', target: 'closing' },
              // A sheet that cannot be dismissed stays, and so does its entry.
              { actions: 'keepModalHistoryEntry' },
            ],
          },
        },
        closing: {
          description: 'The 300 ms close transition; a new modal may open meanwhile.',
          after: { modalTransition: { target: 'closed', actions: 'forgetModal' } },
          on: { 'layout.modalOpened': { target: 'open', actions: ['openModal', 'keepModalHistoryEntry'] } },
        },
      },
    },
  },
});
