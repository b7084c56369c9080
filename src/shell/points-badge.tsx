/** The points summary the header badge shows (loaded by the points flow, in a later issue). */
export interface PointsSummary {
  availablePoints: number;
  /** The language's points unit: PTS, PKT, PNT or 分 (accounts.md §9). */
  unit: string;
}

export interface PointsBadgeProps extends PointsSummary {
  onPress?: () => void;
}

const formatPoints = (points: number) =>
  Number.isFinite(points) ? Math.trunc(points).toLocaleString('es-AR') : '0';

/** The header's points badge; pressing it opens the points screen. */
export function PointsBadge({ availablePoints, unit, onPress }: PointsBadgeProps) {
  const text = `${formatPoints(availablePoints)} ${unit}`;
  return (
    <button type="button" className="points-badge" onClick={onPress} aria-label={`${text} disponibles`}>
      <span className="points-badge__star" aria-hidden="true">
        ★
      </span>
      <span className="points-badge__value">{text}</span>
    </button>
  );
}
