import { type ReactNode, useEffect, useRef, useState } from 'react';

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
 * Renders `children` once the placeholder comes within WINDOW_MARGIN_PX of the visible area of the shell's
 * scrolling content (or the page), then keeps them. `eager` renders them at once. Without IntersectionObserver
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
  const placeholder = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(eager);
  useEffect(() => {
    const element = placeholder.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) setNear(true);
      },
      // i18n-exempt: a CSS length, not text.
      { root: element.closest('.shell__content'), rootMargin: `${WINDOW_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  if (isNear || eager) return <>{children}</>;
  return <div ref={placeholder} className="menu-section__pending" aria-hidden="true" style={{ height }} />;
}
