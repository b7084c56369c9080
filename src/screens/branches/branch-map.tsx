import { useTranslation } from 'react-i18next';
import type { Position } from '@/machines/branches/branch-selection.rules';
import type { BranchCardData } from '@/machines/branches/branch-selection.selectors';

export interface BranchMapProps {
  cards: BranchCardData[];
  focusId: string | null;
  position: Position | null;
}

const SIZE = 320;
const MARGIN = 24;

/** Label metrics in SVG units: 11 px text (branches.css) is about 6.2 units a character; 4 units of edge room. */
const CHAR_WIDTH = 6.2;
const EDGE_ROOM = 4;

/**
 * Where a pin's name goes: centred above the pin (below a pin at the top edge), moved inwards just enough that
 * the whole name stays inside the map (issue 11: names near an edge were cut by it).
 */
export function labelPlace(px: number, py: number, name: string) {
  const half = Math.min((name.length * CHAR_WIDTH) / 2, SIZE / 2 - EDGE_ROOM);
  const x = Math.min(Math.max(px, EDGE_ROOM + half), SIZE - EDGE_ROOM - half);
  return { x, y: py < 24 ? py + 22 : py - 12, textAnchor: 'middle' } as const;
}

/**
 * BASE's alternative map view (ordering.md §2 "Alternative map view"), offline: instead of a maps-service
 * frame (no external tiles on this machine), an SVG plot of the branches and the diner, centred on the
 * focused card. Its own chunk: loaded only when the diner switches to the map view.
 */
export default function BranchMap({ cards, focusId, position }: BranchMapProps) {
  const { t } = useTranslation();
  const points = cards.flatMap((c) => (c.geoLocation ? [{ id: c.id, name: c.name, ...c.geoLocation }] : []));
  const focus = points.find((p) => p.id === focusId) ?? points[0];
  if (!focus) return null;
  const all = position ? [...points, position] : points;
  // Equirectangular around the focused branch, scaled so the farthest point still fits (centred on the focus).
  const cos = Math.cos((focus.latitude * Math.PI) / 180);
  const reach = Math.max(
    0.005,
    ...all.map((p) =>
      Math.max(Math.abs(p.latitude - focus.latitude), Math.abs((p.longitude - focus.longitude) * cos)),
    ),
  );
  const scale = (SIZE / 2 - MARGIN) / reach;
  const x = (p: Position) => SIZE / 2 + (p.longitude - focus.longitude) * cos * scale;
  const y = (p: Position) => SIZE / 2 - (p.latitude - focus.latitude) * scale;
  return (
    <figure className="branch-map">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width="100%"
        role="img"
        aria-label={t('branchSelection.map.label')}
      >
        <rect width={SIZE} height={SIZE} className="branch-map__ground" />
        {points.map((p) => (
          <g key={p.id} className={`branch-map__pin${p.id === focus.id ? ' is-focused' : ''}`}>
            <circle cx={x(p)} cy={y(p)} r={p.id === focus.id ? 9 : 6} />
            <text {...labelPlace(x(p), y(p), p.name)}>{p.name}</text>
          </g>
        ))}
        {position ? (
          <g className="branch-map__you">
            <circle cx={x(position)} cy={y(position)} r={7} />
            <title>{t('branchSelection.map.you')}</title>
          </g>
        ) : null}
      </svg>
    </figure>
  );
}
