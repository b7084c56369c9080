// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cardImageStats,
  FLING_STEP_PX,
  READING_SPEED_PX_PER_MS,
  SCROLL_SETTLE_MS,
  watchCardImage,
} from '@/src/screens/menu/card-images';

/**
 * Issue 11 "Speed at scale": a product card's picture gets its `src` when it is near the view and the list is
 * not flung, so a fling past hundreds of cards loads none of their pictures (counted, not timed).
 */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Set<Element> }> = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
  }
}
const report = (target: Element, isIntersecting: boolean) => {
  for (const { callback, targets } of observers)
    if (targets.has(target))
      callback([{ isIntersecting, target } as unknown as IntersectionObserverEntry], {} as never);
};
const observing = (target: Element) => observers.some((o) => o.targets.has(target));

/** A scroll of `scroller` to `top` at `at` ms (the event's own time stamp). */
function scrollTo(scroller: HTMLElement, top: number, at: number) {
  scroller.scrollTop = top;
  const event = new Event('scroll');
  Object.defineProperty(event, 'timeStamp', { value: at });
  scroller.dispatchEvent(event);
}

const picture = () => {
  const image = document.createElement('img');
  document.body.append(image);
  return image;
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.advanceTimersByTime(SCROLL_SETTLE_MS);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The module keeps its one observer across tests: only its targets are forgotten.
  for (const o of observers) o.targets.clear();
  document.body.innerHTML = '';
});

describe('product card pictures (issue 11 "Speed at scale")', () => {
  it('loads a picture when it comes near the view, not before', () => {
    const image = picture();
    const before = cardImageStats.loaded;
    watchCardImage(image, '/static/catalogue/promos/pizza.svg');
    expect(image.getAttribute('src')).toBeNull();
    expect(observing(image)).toBe(true);
    report(image, true);
    expect(image.getAttribute('src')).toBe('/static/catalogue/promos/pizza.svg');
    expect(cardImageStats.loaded - before).toBe(1);
    // Loaded once: no longer watched.
    expect(observing(image)).toBe(false);
  });

  it('a fling passes cards without loading their pictures; they load once the list is still', () => {
    const scroller = document.createElement('div');
    document.body.append(scroller);
    const images = Array.from({ length: 30 }, picture);
    for (const image of images) watchCardImage(image, `/p/${images.indexOf(image)}.svg`);
    const before = cardImageStats.loaded;
    // 240 px every 16 ms (15 px/ms): each card passes through the view while the list is flung.
    for (const [n, image] of images.entries()) {
      scrollTo(scroller, n * 240, 1000 + n * 16);
      report(image, true);
      if (n > 2) report(images[n - 3], false);
    }
    expect(cardImageStats.loaded - before).toBe(0);
    vi.advanceTimersByTime(SCROLL_SETTLE_MS - 1);
    expect(cardImageStats.loaded - before).toBe(0);
    // Still: only the pictures still near the view load.
    vi.advanceTimersByTime(1);
    expect(cardImageStats.loaded - before).toBe(3);
    expect(images.slice(-3).map((i) => i.getAttribute('src'))).toEqual([
      '/p/27.svg',
      '/p/28.svg',
      '/p/29.svg',
    ]);
    expect(images[0].getAttribute('src')).toBeNull();
  });

  it('a fling in slow frames (240 px every 130 ms) is still a fling: its steps are longer than FLING_STEP_PX', () => {
    const scroller = document.createElement('div');
    document.body.append(scroller);
    const images = Array.from({ length: 10 }, picture);
    for (const image of images) watchCardImage(image, `/p/slow-frames-${images.indexOf(image)}.svg`);
    const before = cardImageStats.loaded;
    // Below the reading speed in px/ms (a slow device's, or a loaded machine's, frames), a card row and more a step.
    expect(240 / 130).toBeLessThan(READING_SPEED_PX_PER_MS);
    expect(240).toBeGreaterThan(FLING_STEP_PX);
    for (const [n, image] of images.entries()) {
      scrollTo(scroller, n * 240, 2000 + n * 130);
      report(image, true);
      if (n > 2) report(images[n - 3], false);
    }
    expect(cardImageStats.loaded - before).toBe(0);
    vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    expect(cardImageStats.loaded - before).toBe(3);
  });

  it('at a reading pace the pictures load as they come near', () => {
    const scroller = document.createElement('div');
    document.body.append(scroller);
    const image = picture();
    watchCardImage(image, '/p/slow.svg');
    // 16 px every 16 ms (1 px/ms).
    scrollTo(scroller, 0, 5000);
    scrollTo(scroller, 16, 5016);
    report(image, true);
    expect(image.getAttribute('src')).toBe('/p/slow.svg');
  });

  it('a card that leaves the page stops being watched', () => {
    const image = picture();
    const stop = watchCardImage(image, '/p/gone.svg');
    stop();
    expect(observing(image)).toBe(false);
    report(image, true);
    expect(image.getAttribute('src')).toBeNull();
  });
});
