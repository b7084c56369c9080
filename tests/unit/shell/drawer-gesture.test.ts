import { describe, expect, it } from 'vitest';
import {
  DRAWER_GESTURE,
  type DrawerRelease,
  drawerDragElastic,
  shouldCloseDrawer,
  shouldDismissToast,
} from '@/src/shell/drawer-gesture';

describe('shouldCloseDrawer', () => {
  const cases: [string, DrawerRelease, boolean][] = [
    ['a slow drag of 101 px', { offsetY: 101, velocityY: 0, resistant: false }, true],
    ['a slow drag of exactly 100 px', { offsetY: 100, velocityY: 0, resistant: false }, false],
    ['a short, fast flick (0.6 px/ms)', { offsetY: 20, velocityY: 0.6, resistant: false }, true],
    ['a short flick at exactly 0.5 px/ms', { offsetY: 20, velocityY: 0.5, resistant: false }, false],
    ['a fast jitter under the 5 px threshold', { offsetY: 4, velocityY: 3, resistant: false }, false],
    ['a drag upwards, however fast', { offsetY: -150, velocityY: -3, resistant: false }, false],
    ['resistant: 250 px slowly', { offsetY: 250, velocityY: 0.6, resistant: true }, false],
    ['resistant: 300 px', { offsetY: 300, velocityY: 0, resistant: true }, true],
    ['resistant: a flick at 2 px/ms', { offsetY: 30, velocityY: 2, resistant: true }, true],
    ['resistant: a flick at 1.9 px/ms', { offsetY: 30, velocityY: 1.9, resistant: true }, false],
    ['a non-finite offset', { offsetY: Number.NaN, velocityY: 5, resistant: false }, false],
  ];
  it.each(cases)('%s → %s', (_name, release, expected) => {
    expect(shouldCloseDrawer(release)).toBe(expected);
  });
});

describe('drawerDragElastic', () => {
  it('scales movement by 0.1 in resistant mode', () => {
    expect(drawerDragElastic(true)).toEqual({ top: 0.1, bottom: 0.1 });
    expect(DRAWER_GESTURE.resistantElastic).toBe(0.1);
  });
  it('follows the finger downwards otherwise', () => {
    expect(drawerDragElastic(false).bottom).toBe(1);
    expect(drawerDragElastic(false).top).toBeLessThan(0.1);
  });
});

describe('shouldDismissToast', () => {
  it.each([
    [{ offsetX: 120, velocityX: 0 }, true],
    [{ offsetX: -120, velocityX: 0 }, true],
    [{ offsetX: 30, velocityX: 0.8 }, true],
    [{ offsetX: 30, velocityX: 0.1 }, false],
    [{ offsetX: 3, velocityX: 2 }, false],
  ])('%o → %s', (swipe, expected) => {
    expect(shouldDismissToast(swipe)).toBe(expected);
  });
});
