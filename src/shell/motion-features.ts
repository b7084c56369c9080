import { domMax } from 'framer-motion';

/**
 * framer-motion's animation, gesture (drag) and layout features, loaded after the first paint: the shell's
 * `m.*` components render at once without them and animate from the moment they arrive (AppShell's
 * LazyMotion). Keeps about 30 kB of gzip out of the first load (docs/performance.md).
 */
export default domMax;
