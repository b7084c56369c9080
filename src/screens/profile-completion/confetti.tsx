import { m, useReducedMotion } from 'framer-motion';
import { MotionScope } from '@/src/shell/motion-scope';

const COLORS = [
  'var(--color-primary)',
  'var(--color-secondary)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-info)',
];

/** A fixed pseudo-random number in [0, 1) per piece, so renders are stable (and testable). */
const spread = (index: number, salt: number) => {
  const x = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

export interface ConfettiBurstProps {
  /** The person asked the system to reduce motion: no confetti at all. */
  isReducedMotion: boolean;
  pieces?: number;
}

/** The congratulations confetti (accounts.md §2.5): pieces falling once over the screen, never blocking it. */
export function ConfettiBurst({ isReducedMotion, pieces = 48 }: ConfettiBurstProps) {
  if (isReducedMotion) return null;
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: pieces }, (_, i) => {
        const drift = (spread(i, 3) - 0.5) * 30;
        return (
          <m.span
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are identical and never reordered.
            key={i}
            className="confetti__piece"
            style={{ left: `${spread(i, 1) * 100}%`, backgroundColor: COLORS[i % COLORS.length] }}
            initial={{ y: '-10vh', x: 0, rotate: 0, opacity: 1 }}
            animate={{ y: '110vh', x: `${drift}vw`, rotate: 360 + spread(i, 2) * 720, opacity: [1, 1, 0] }}
            transition={{ duration: 2.2 + spread(i, 4) * 1.4, delay: spread(i, 5) * 0.4, ease: 'easeIn' }}
          />
        );
      })}
    </div>
  );
}

/** The confetti, following the system's reduced-motion setting. */
export function Confetti() {
  const reduceMotion = useReducedMotion();
  return (
    <MotionScope>
      <ConfettiBurst isReducedMotion={Boolean(reduceMotion)} />
    </MotionScope>
  );
}
