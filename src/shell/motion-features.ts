import { domMax } from 'framer-motion';

/**
 * framer-motion's animation, gesture (drag) and layout features, in a chunk of their own that MotionScope
 * (motion-scope.tsx) fetches with the first screen that can open a modal; the first screen loads none of
 * framer-motion (docs/performance.md "Weight").
 */
export default domMax;
