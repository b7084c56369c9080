import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Long menus (docs/ordering-menu.md "Long menus", issue 11 "Virtualise long lists"): above this many product
 * cards in the shown sections, only the first sections render their cards at once; the others keep their space
 * and render their cards when they come near the visible area (and keep them). The demo menus stay below it.
 */
export const WINDOW_MIN_CARDS = 400;
/** Sections whose cards render at once on a long menu ('Tus últimos pedidos' and the first categories). */
export const EAGER_SECTIONS = 2;
/** How far beyond the visible area a section's cards are rendered ahead of the scroll. */
export const WINDOW_MARGIN_PX = 1200;
/** One row of list cards: 112 px card + 8 px gap (menu.css); a slider is one row of small cards. */
export const LIST_ROW_PX = 120;
export const SLIDER_ROW_PX = 260;

/** The space a section's cards take before they render, so the scroll and the #… targets land where they will. */
export function pendingHeight(cards: number, columns: number, isSlider: boolean): number {
  if (cards === 0) return 0;
  return isSlider ? SLIDER_ROW_PX : Math.ceil(cards / columns) * LIST_ROW_PX;
}

/**
 * Cards a section adds (or removes) per React commit once it comes near the view (or leaves it): a commit holds
 * at most this many cards instead of a whole 50-card section, and the browser may paint between two commits
 * (issue 11 "Speed at scale": a section's 50 cards were committed in one task and laid out in the next frame,
 * forced by the scroll handlers' first read). Even, so two-column rows fill whole.
 */
export const MOUNT_CHUNK_CARDS = 10;

/** The next number of rendered cards on the way from `shown` to `target`, one chunk at a time. */
export const nextShown = (shown: number, target: number): number =>
  shown < target ? Math.min(target, shown + MOUNT_CHUNK_CARDS) : Math.max(target, shown - MOUNT_CHUNK_CARDS);

/**
 * A menu below WINDOW_MIN_CARDS (every demo menu) renders all its cards, but not in one task (issue 8 "first
 * paint and weight"): Preact has no time slicing, so a 150-card menu was one long task on top of the shell's
 * first render. Its first commit renders the cards estimated to fill the first view (FIRST_VIEW_PX of the lists'
 * estimated height, from the top); each later commit adds FILL_CHUNK_PX more, asked for by the previous commit's
 * effect (after the browser has painted: no timer), until every card is on the page. A list still filling keeps
 * its estimated height (`reserveHeight`), so the sections, their ids and the #… anchors sit where they will.
 */
export const FIRST_VIEW_PX = 900;
/** Six list rows a commit: about 25 ms of work per commit at 4× CPU (a card costs ~4 ms there, traced). */
export const FILL_CHUNK_PX = 6 * LIST_ROW_PX;

/**
 * How many cards of each section's list render when the lists' estimated heights (`pendingHeight`), stacked in
 * order, are shown down to `shownPx`: whole rows (a slider's row is its whole section), including the row that
 * `shownPx` reaches into.
 */
export function filledLimits(
  lengths: readonly number[],
  shownPx: number,
  columns: number,
  isSlider: boolean,
): number[] {
  let top = 0;
  return lengths.map((length) => {
    const from = top;
    top += pendingHeight(length, columns, isSlider);
    if (from >= shownPx) return 0;
    if (isSlider) return length;
    return Math.min(length, Math.ceil((shownPx - from) / LIST_ROW_PX) * columns);
  });
}

/**
 * One IntersectionObserver per scrolling root for every section of a long menu (issue 11 "Speed at scale"): the
 * browser computes the intersections of one observer with its 40 targets on each scrolled frame instead of 40
 * observers with one each. `watchNear` calls `onChange` with the section's latest state (near or far).
 */
interface SharedObserver {
  observer: IntersectionObserver;
  /** The IntersectionObserver class it was made with (tests replace the global). */
  made: typeof IntersectionObserver;
  listeners: Map<Element, NearListener>;
}
/**
 * Told whether the section's box is near the view, with the box's height as the observer measured it (the
 * record's own rectangle, computed with the frame's layout: reading the box here would force another layout).
 */
type NearListener = (near: boolean, height: number) => void;
const sharedObservers = new Map<Element | null, SharedObserver>();

function sharedObserverFor(root: Element | null): SharedObserver {
  const existing = sharedObservers.get(root);
  if (existing && existing.made === IntersectionObserver) return existing;
  const listeners = new Map<Element, NearListener>();
  const observer = new IntersectionObserver(
    (records) => {
      // The latest record of each target, in the order the targets come.
      const latest = new Map<Element, IntersectionObserverEntry>();
      for (const record of records) latest.set(record.target, record);
      for (const [target, record] of latest)
        listeners.get(target)?.(record.isIntersecting, record.boundingClientRect?.height ?? 0);
    },
    // i18n-exempt: a CSS length, not text.
    { root, rootMargin: `${WINDOW_MARGIN_PX}px 0px` },
  );
  const shared = { observer, made: IntersectionObserver, listeners };
  sharedObservers.set(root, shared);
  return shared;
}

/** Watches `element` against the shell's scrolling content (else the page); returns the function that stops. */
export function watchNear(element: Element, onChange: NearListener): () => void {
  const root = element.closest('.shell__content');
  const shared = sharedObserverFor(root);
  shared.listeners.set(element, onChange);
  shared.observer.observe(element);
  return () => {
    shared.listeners.delete(element);
    shared.observer.unobserve(element);
    if (shared.listeners.size > 0) return;
    shared.observer.disconnect();
    if (sharedObservers.get(root) === shared) sharedObservers.delete(root);
  };
}

/**
 * Windowing of a long menu's section (issue 11 "Speed at scale"): renders the section's cards while the box is
 * within WINDOW_MARGIN_PX of the visible area of the shell's scrolling content (or the page), and only then. Far
 * from it the cards unmount and a placeholder keeps their measured height (their estimated `height` before they
 * ever rendered), so the scroll, the #… targets and the sections' ids stay where they are while the page keeps
 * about two sections of cards, not the 2,000 a full scroll used to leave behind. The cards come and go
 * MOUNT_CHUNK_CARDS at a time: `children(count)` renders the first `count`; each commit's effect asks for the
 * next chunk in a transition, so React commits one chunk per task, and the box keeps
 * its full height (min-height) while it fills or empties: nothing below it moves. `eager` starts near, with the
 * `first` cards rendered and the others filling a chunk per commit (the first sections). Without
 * IntersectionObserver everything renders.
 */
export function NearView({
  eager,
  total,
  first = total,
  height,
  children,
}: {
  eager: boolean;
  /**
   * With `eager`: the cards of the first commit (those estimated to fill the first view, `filledLimits` at
   * FIRST_VIEW_PX); the rest follow a chunk per commit, so the first card paints before the first sections'
   * 100 cards are rendered (issue 11, the cold first card).
   */
  first?: number;
  height: number;
  /** How many cards the section has. */
  total: number;
  children: (count: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(eager);
  const [count, setCount] = useState(eager ? Math.min(first, total) : 0);
  const [keptHeight, setKeptHeight] = useState<number | null>(null);
  const target = isNear ? total : 0;
  // One chunk per commit: the next one is asked for after this one is on the page (not a timer).
  useEffect(() => {
    if (count !== target) startTransition(() => setCount((shown) => nextShown(shown, target)));
  }, [count, target]);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    return watchNear(element, (near, height) => {
      // The observer's own measure of the box: no layout read here (a read in the callback forced a layout
      // when a commit had changed the page since the observer's pass, 180 ms of a cold load at 4× CPU).
      const measured = near ? 0 : height;
      startTransition(() => {
        if (!near && measured > 0) setKeptHeight(measured);
        setNear(near);
      });
    });
  }, []);
  const shown = Math.min(count, total);
  // The same element in every state: the observer keeps watching it.
  if (isNear || shown > 0)
    return (
      <div ref={box} style={shown < total ? { minHeight: keptHeight ?? height } : undefined}>
        {children(shown)}
      </div>
    );
  return (
    <div
      ref={box}
      className="menu-section__pending"
      aria-hidden="true"
      style={{ height: keptHeight ?? height }}
    />
  );
}
