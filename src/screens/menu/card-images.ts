/**
 * Product card pictures that wait for the list to slow down (issue 11 "Speed at scale"; docs/performance.md
 * "bench:menu"). A card's picture gets its `src` when the card is near the visible area and the page is not
 * being flung: a picture costs the main thread when it arrives (the seed's SVG pictures each build a document,
 * about 14 ms at 4× CPU throttling), so a fling past hundreds of cards used to pay for hundreds of pictures
 * nobody saw. Below READING_SPEED_PX_PER_MS (a reading pace) or 150 ms after the last scroll, the pictures in
 * view load. One IntersectionObserver and one scroll listener serve every card; nothing renders again.
 * Without IntersectionObserver (tests, old browsers) the picture loads at once.
 */

/** How far beyond the visible area a picture starts loading. */
export const IMAGE_MARGIN_PX = 300;
/** Faster than this the pictures wait (2,000 px/s: a fling, not a diner reading the cards). */
export const READING_SPEED_PX_PER_MS = 2;
/**
 * A step longer than this between two scroll events is a fling whatever the time between them (a card row and a
 * half): a slow device's, or a loaded machine's, frames of 120 ms and more made a fling of 240 px a frame read as
 * a reading pace, and its pictures arrived in the slowest frames (docs/performance.md, "Long scroll frames").
 */
export const FLING_STEP_PX = 180;
/** After the last scroll event, the list is taken as still. */
export const SCROLL_SETTLE_MS = 150;

interface Watched {
  src: string;
  isNear: boolean;
}

const watched = new Map<HTMLImageElement, Watched>();
let observer: IntersectionObserver | null = null;
/** The IntersectionObserver class `observer` was made with (tests replace the global). */
let observerClass: typeof IntersectionObserver | null = null;
let lastScroll = { at: Number.NEGATIVE_INFINITY, top: 0, target: null as EventTarget | null };
let isFlinging = false;
let settleTimer: ReturnType<typeof setTimeout> | undefined;

/** How many pictures were given their `src` (tests count it). */
export const cardImageStats = { loaded: 0 };

function load(image: HTMLImageElement, entry: Watched) {
  image.src = entry.src;
  cardImageStats.loaded += 1;
  watched.delete(image);
  stopObserving(image);
}

function stopObserving(image: HTMLImageElement) {
  // A test's stand-in observer may lack unobserve.
  if (typeof observer?.unobserve === 'function') observer.unobserve(image);
}

function loadNear() {
  for (const [image, entry] of watched) if (entry.isNear) load(image, entry);
}

const scrollTopOf = (target: EventTarget | null): number =>
  target instanceof Element ? target.scrollTop : typeof window === 'undefined' ? 0 : window.scrollY;

function onScroll(event: Event) {
  const now = event.timeStamp || performance.now();
  const top = scrollTopOf(event.target);
  const elapsed = now - lastScroll.at;
  const step = Math.abs(top - lastScroll.top);
  const speed = event.target === lastScroll.target && elapsed > 0 ? step / elapsed : Infinity;
  isFlinging = speed > READING_SPEED_PX_PER_MS || step > FLING_STEP_PX;
  lastScroll = { at: now, top, target: event.target };
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    isFlinging = false;
    loadNear();
  }, SCROLL_SETTLE_MS);
  if (!isFlinging) loadNear();
}

function ensureObserver(): IntersectionObserver {
  if (observer && observerClass === IntersectionObserver) return observer;
  observerClass = IntersectionObserver;
  observer = new IntersectionObserver(
    (records) => {
      for (const record of records) {
        const entry = watched.get(record.target as HTMLImageElement);
        if (entry) entry.isNear = record.isIntersecting;
      }
      if (!isFlinging) loadNear();
    },
    // i18n-exempt: a CSS length, not text.
    { rootMargin: `${IMAGE_MARGIN_PX}px 0px` },
  );
  // Added once: the same function is not added twice.
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  return observer;
}

/**
 * Gives `image` its `src` once it is near the view and the list is not flung (at once without
 * IntersectionObserver). Returns the function that stops watching it.
 */
export function watchCardImage(image: HTMLImageElement, src: string): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    if (image.getAttribute('src') !== src) image.src = src;
    return () => undefined;
  }
  if (image.getAttribute('src') === src) return () => undefined;
  watched.set(image, { src, isNear: false });
  ensureObserver().observe(image);
  return () => {
    if (watched.delete(image)) stopObserving(image);
  };
}
