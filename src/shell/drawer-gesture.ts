/**
 * Drawer drag-close rule (accounts.md §9 "Scrolling and gestures"). Distances are the pointer's travel in
 * px (framer-motion's `info.offset.y`); velocities are in px/ms (framer-motion reports px/s: divide by 1000).
 */
export const DRAWER_GESTURE = {
  /** Movements shorter than this are taps, never a close. */
  dragThreshold: 5,
  closeDistance: 100,
  closeVelocity: 0.5,
  /** Resistant mode (a modal that cannot be dismissed): the sheet barely moves and rarely asks to close. */
  resistantCloseDistance: 300,
  resistantCloseVelocity: 2,
  resistantElastic: 0.1,
} as const;

export interface DrawerRelease {
  /** Downward travel of the pointer in px (negative when dragged up). */
  offsetY: number;
  /** Vertical velocity at release in px/ms (positive downwards). */
  velocityY: number;
  resistant: boolean;
}

/** Whether releasing a drawer drag asks to close it. Upward drags and sub-threshold jitters never do. */
export function shouldCloseDrawer({ offsetY, velocityY, resistant }: DrawerRelease): boolean {
  if (!Number.isFinite(offsetY) || offsetY < DRAWER_GESTURE.dragThreshold) return false;
  const velocity = Number.isFinite(velocityY) ? velocityY : 0;
  if (resistant) {
    return (
      offsetY >= DRAWER_GESTURE.resistantCloseDistance || velocity >= DRAWER_GESTURE.resistantCloseVelocity
    );
  }
  return offsetY > DRAWER_GESTURE.closeDistance || velocity > DRAWER_GESTURE.closeVelocity;
}

/**
 * framer-motion `dragElastic` for the sheet, used with `dragConstraints={{ top: 0, bottom: 0 }}`: it follows the
 * finger downwards, resists upwards, and in resistant mode every movement is scaled by 0.1.
 */
export function drawerDragElastic(resistant: boolean): { top: number; bottom: number } {
  return resistant
    ? { top: DRAWER_GESTURE.resistantElastic, bottom: DRAWER_GESTURE.resistantElastic }
    : { top: 0.05, bottom: 1 };
}

/** Toasts are swiped sideways: far or fast enough dismisses them. Same units as above. */
export const TOAST_SWIPE = { distance: 80, velocity: 0.5 } as const;

export function shouldDismissToast({ offsetX, velocityX }: { offsetX: number; velocityX: number }): boolean {
  const distance = Math.abs(Number.isFinite(offsetX) ? offsetX : 0);
  const velocity = Math.abs(Number.isFinite(velocityX) ? velocityX : 0);
  if (distance < DRAWER_GESTURE.dragThreshold) return false;
  return distance > TOAST_SWIPE.distance || velocity > TOAST_SWIPE.velocity;
}
