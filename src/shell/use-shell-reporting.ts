import { type UIEvent, useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { layoutMachine } from '@/machines/layout/layout.machine';
import type { Brand } from '@/machines/types';
import { isTextEntryElement } from './text-entry';
import { applyBrandTheme } from './theme';

type LayoutRef = ActorRefFrom<typeof layoutMachine>;

/**
 * Marks a scroll the app made itself to keep the view still, not the diner's (MENU's late 'Tus últimos pedidos',
 * src/screens/menu/keep-view-on-insert.ts): its value is the scrollTop set; the scroll reporting below tells the
 * layout flow nothing about it, so the header stays as it was.
 */
export const ANCHORED_SCROLL_ATTRIBUTE = 'data-anchored-scroll-top';

/** Applies the brand's colours, title and theme-color meta to the document. */
export function useBrandTheme(brand: Brand) {
  useEffect(() => {
    applyBrandTheme(brand, document.documentElement);
  }, [brand]);
}

/** Reports the window width once on mount and on every resize (the machine decides what is mobile). */
export function useViewportReporting(layout: LayoutRef) {
  useEffect(() => {
    const report = () => layout.send({ type: 'layout.viewportResized', width: window.innerWidth });
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [layout]);
}

/**
 * Reports focus entering and leaving text inputs and text areas anywhere in the document (modals are
 * portalled outside the shell), so the machine can hide the bottom bar while typing.
 */
export function useTextEntryReporting(layout: LayoutRef) {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (isTextEntryElement(event.target as HTMLElement | null))
        layout.send({ type: 'layout.textInputFocused' });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isTextEntryElement(event.target as HTMLElement | null))
        layout.send({ type: 'layout.textInputBlurred' });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [layout]);
}

/**
 * Handlers for the scrolling content area: every scroll reports the position, the previous one and whether
 * a finger is on the screen; the machine decides whether the header hides or comes back.
 */
export function useScrollReporting(layout: LayoutRef) {
  const previousScrollY = useRef(0);
  const touching = useRef(false);
  return useMemo(
    () => ({
      onScroll: (event: UIEvent<HTMLElement>) => {
        const scrollY = Math.max(0, event.currentTarget.scrollTop);
        // A scroll the app made to keep the view still (MENU's late 'Tus últimos pedidos'): not the diner's,
        // so the header neither hides nor shows; later scrolls compare with this position.
        const anchored = event.currentTarget.getAttribute(ANCHORED_SCROLL_ATTRIBUTE);
        if (anchored !== null) {
          event.currentTarget.removeAttribute(ANCHORED_SCROLL_ATTRIBUTE);
          if (Math.abs(Number(anchored) - scrollY) <= 1) {
            previousScrollY.current = scrollY;
            return;
          }
        }
        layout.send({
          type: 'layout.scrolled',
          scrollY,
          previousScrollY: previousScrollY.current,
          touching: touching.current,
        });
        previousScrollY.current = scrollY;
      },
      onTouchStart: () => {
        touching.current = true;
      },
      onTouchEnd: () => {
        touching.current = false;
      },
      onTouchCancel: () => {
        touching.current = false;
      },
    }),
    [layout],
  );
}
