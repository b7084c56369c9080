import { domAnimation } from 'framer-motion';

/**
 * framer-motion's animation features (no drag or layout: the drawer follows the finger with plain pointer
 * events, src/shell/modal.tsx), in a chunk of their own that MotionScope (motion-scope.tsx) fetches with the
 * first screen that can open a modal; the first screen loads none of framer-motion (docs/performance.md
 * "Weight").
 */
export default domAnimation;
