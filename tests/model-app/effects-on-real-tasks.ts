import { options } from 'preact';

/**
 * The app runs on Preact (tools/preact-compat-alias.ts), which runs `useEffect` callbacks after the next frame:
 * `requestAnimationFrame`, or a 35 ms `setTimeout` if no frame comes. The app runner fakes both (vi.useFakeTimers
 * fakes every timer and the frame clock) and does not move the clock while a screen settles, so the effects of a
 * component that mounted outside `act` (after a promise resolved: a route flow spawned, a lazy screen arrived)
 * waited for a frame that never came. React ran them at once: it flushes the passive effects of a synchronous
 * update (a store subscription's) at the end of its commit. It was seen on CHECKOUT, three route flows deep
 * (`withRouteFlow` in src/screens/checkout/checkout-screen.tsx): the sendOrder wrapper rendered when the checkout
 * flow was spawned, its `app.flowOpened` never left, and the checkout flow stayed `closed`.
 *
 * In a browser the frame comes, whatever the app's timers do. Here Preact's frame is the faked one (a step that
 * moves the clock runs the effects 16 ms in, as before) or a real task (the runner's `settle` waits for real
 * ticks while the clock stands still), whichever comes first; `act` still takes the frames it runs in.
 * Returns the restore.
 */
export function runEffectsOnRealTasks(): () => void {
  const realSetTimeout = globalThis.setTimeout;
  const previous = options.requestAnimationFrame;
  options.requestAnimationFrame = (callback: () => void) => {
    let ran = false;
    const once = () => {
      if (ran) return;
      ran = true;
      callback();
    };
    // The global frame clock, read at each call: the faked one once the runner has faked it.
    globalThis.requestAnimationFrame(once);
    realSetTimeout(once, 0);
  };
  return () => {
    options.requestAnimationFrame = previous;
  };
}
