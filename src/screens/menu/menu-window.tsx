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
 * Windowing of a long menu's section (issue 11 "Speed at scale"): renders `children` while the box is within
 * WINDOW_MARGIN_PX of the visible area of the shell's scrolling content (or the page), and only then. Far from
 * it the cards unmount and a placeholder keeps their measured height (their estimated `height` before they
 * ever rendered), so the scroll, the #… targets and the sections' ids stay where they are while the page keeps
 * about two sections of cards, not the 2,000 a full scroll used to leave behind (a search or the way back to
 * the whole menu then had thousands of cards to remove). Both changes are transitions: React renders the cards
 * in slices between frames. `eager` starts rendered (the first sections). Without IntersectionObserver
 * everything renders.
 */
export function NearView({
  eager,
  height,
  children,
}: {
  eager: boolean;
  height: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(eager);
  const [keptHeight, setKeptHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (records) => {
        const record = records.at(-1);
        if (!record) return;
        const near = record.isIntersecting;
        // Read in the observer's callback, after the frame's layout: no extra layout.
        const measured = near ? 0 : element.getBoundingClientRect().height;
        startTransition(() => {
          if (!near && measured > 0) setKeptHeight(measured);
          setNear(near);
        });
      },
      // i18n-exempt: a CSS length, not text.
      { root: element.closest('.shell__content'), rootMargin: `${WINDOW_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The same element in both states: the observer keeps watching it.
  if (isNear) return <div ref={box}>{children}</div>;
  return (
    <div
      ref={box}
      className="menu-section__pending"
      aria-hidden="true"
      style={{ height: keptHeight ?? height }}
    />
  );
}
