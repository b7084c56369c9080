import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * framer-motion's features (motion-features.ts). Fetched as soon as a screen that can open a modal is loaded
 * (this module comes with it), not when the modal opens: `m.*` elements render their `initial` style until the
 * features arrive, so a modal must not wait a round trip to appear.
 */
const features = import('./motion-features').then((module) => module.default);
const loadMotionFeatures = () => features;

/**
 * Where framer-motion runs: the modals and drawers (drag to close) and the congratulations confetti. The
 * shell's own motion (header, splash, toasts) is CSS, so the first screen loads none of framer-motion
 * (docs/performance.md "Weight"); this scope and the features come with the first screen that opens a modal.
 * Follows the system's reduced-motion setting; `strict` keeps full `motion.*` components out.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadMotionFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
