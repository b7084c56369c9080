import type { CSSProperties } from 'react';
import { usePrefersReducedMotion } from '@/src/shell/presence';

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

/**
 * The congratulations confetti (accounts.md §2.5): pieces falling once over the screen, never blocking it. Each
 * piece is a CSS animation (`confetti-fall`, profile-completion.css) given its drift, turn, duration and delay.
 */
export function ConfettiBurst({ isReducedMotion, pieces = 48 }: ConfettiBurstProps) {
  if (isReducedMotion) return null;
  return (
    <div className="confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: pieces }, (_, i) => {
        const style = {
          left: `${spread(i, 1) * 100}%`,
          backgroundColor: COLORS[i % COLORS.length],
          '--confetti-drift': `${(spread(i, 3) - 0.5) * 30}vw`,
          '--confetti-turn': `${360 + spread(i, 2) * 720}deg`,
          animationDuration: `${2.2 + spread(i, 4) * 1.4}s`,
          animationDelay: `${spread(i, 5) * 0.4}s`,
        } as CSSProperties;
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are identical and never reordered.
        return <span key={i} className="confetti__piece" style={style} />;
      })}
    </div>
  );
}

/** The confetti, following the system's reduced-motion setting. */
export function Confetti() {
  return <ConfettiBurst isReducedMotion={usePrefersReducedMotion()} />;
}
