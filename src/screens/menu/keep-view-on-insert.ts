import { useLayoutEffect, useRef } from 'react';
import { LAST_ORDERS_KEY } from '@/machines/menu-browsing/menu-rules';
import { ANCHORED_SCROLL_ATTRIBUTE } from '@/src/shell/use-shell-reporting';
import { sectionDomId } from './menu-parts';

/**
 * Keeps what the diner sees still when the scroller's content above the view grows by `height` px: the
 * scroller (the shell's scrolling `main`) scrolls by the same amount before the frame is painted, as the
 * browser's own scroll anchoring would (which does nothing at the very top of a page).
 */
export function keepViewStill(element: Element, height: number) {
  const scroller = element.closest('.shell__content');
  if (!scroller || height <= 0) return;
  const top = scroller.scrollTop + height;
  scroller.setAttribute(ANCHORED_SCROLL_ATTRIBUTE, String(Math.round(top)));
  scroller.scrollTop = top;
}

/**
 * 'Tus últimos pedidos' (ordering.md §2 "Menu", issue 11): the section comes first. When the diner's history
 * answers after the menu has been painted without it (a device's first visit: nothing remembered yet), the
 * section is inserted above the menu the diner is looking at; the view is kept still (it is there when they
 * scroll up) instead of pushing the menu down, a layout shift of about 0.49 at 390 × 844. Only that late
 * arrival: a list in place at the first paint, or one that appears with the catalogue, moves nothing.
 *
 * `lastOrdersCount` is how many products the section shows; `hasMenu` whether other sections are rendered.
 */
export function useKeepViewOnLastOrders(lastOrdersCount: number, hasMenu: boolean) {
  const paintedWithout = useRef(false);
  useLayoutEffect(() => {
    if (!hasMenu) {
      paintedWithout.current = false;
      return;
    }
    if (lastOrdersCount === 0) {
      paintedWithout.current = true;
      return;
    }
    if (!paintedWithout.current) return;
    paintedWithout.current = false;
    const section = document.getElementById(sectionDomId(LAST_ORDERS_KEY));
    const next = section?.nextElementSibling;
    if (!section || !next) return;
    keepViewStill(section, next.getBoundingClientRect().top - section.getBoundingClientRect().top);
  }, [lastOrdersCount, hasMenu]);
}
