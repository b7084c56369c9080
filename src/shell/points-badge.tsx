import { useTranslation } from 'react-i18next';
import { useLocale } from '@/src/i18n/use-locale';

/** The points summary the header badge shows (availablePoints from the points flow, the unit from the language flow). */
export interface PointsSummary {
  availablePoints: number;
  /** The language's points unit: PTS, PKT, PNT or 分 (accounts.md §9). */
  unit: string;
}

export interface PointsBadgeProps extends PointsSummary {
  onPress?: () => void;
}

const formatPoints = (points: number, locale: string) =>
  Number.isFinite(points) ? Math.trunc(points).toLocaleString(locale) : '0';

/** The header's points badge; pressing it opens the points screen. Numbers in the language's locale. */
export function PointsBadge({ availablePoints, unit, onPress }: PointsBadgeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // i18n-exempt: a number and its unit, no words
  const text = `${formatPoints(availablePoints, locale)} ${unit}`;
  return (
    <button
      type="button"
      className="points-badge"
      onClick={onPress}
      aria-label={t('shell.pointsAvailable', { points: text })}
    >
      <span className="points-badge__star" aria-hidden="true">
        ★
      </span>
      <span className="points-badge__value">{text}</span>
    </button>
  );
}
