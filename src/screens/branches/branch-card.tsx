import { useTranslation } from 'react-i18next';
import type { ConsumeMode } from '@/machines/branches/branch-selection.rules';
import type { BranchCardData } from '@/machines/branches/branch-selection.selectors';
import { formatDistance } from '@/machines/rules/format';
import { ContentText } from '@/src/i18n/content-text';
import { BranchStatusBadge } from './branch-status-badge';

const MODE_ICON_PATHS: Record<ConsumeMode, string> = {
  // A plate with cutlery, a bag, a scooter wheel and box: simple strokes, 20 × 20.
  tableSystem: 'M4 3v6a2 2 0 0 0 4 0V3M6 9v8M14 3c-1.7 0-3 2-3 5s1.3 3 3 3v6',
  takeawaySystem: 'M4 7h12l-1 10H5L4 7zM7 7V5a3 3 0 0 1 6 0v2',
  deliverySystem: 'M2 6h9v7H2zM11 9h4l3 3v1h-7M5 16a1.5 1.5 0 1 0 0-.01M15 16a1.5 1.5 0 1 0 0-.01',
};

export function ModeIcon({ mode }: { mode: ConsumeMode }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={MODE_ICON_PATHS[mode]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface BranchCardProps {
  card: BranchCardData;
  onPress: (branchId: string) => void;
  onChooseMode: (branchId: string, mode: ConsumeMode) => void;
  onFlipBack: () => void;
  /** The map view's card: the schedule line and '{distance} de tu ubicación'. */
  isMapCard?: boolean;
  isFocused?: boolean;
}

/**
 * One branch (ordering.md §2 "Branch card"): image or placeholder, name, address, distance, the status badge
 * ('open' green, 'closing_soon' warning), the mode icons; a disabled card has a white veil and ignores clicks.
 * On a multipleMenu brand the pressed card turns to 'Selecciona una opción:' with one button per mode.
 */
export function BranchCard({
  card,
  onPress,
  onChooseMode,
  onFlipBack,
  isMapCard,
  isFocused,
}: BranchCardProps) {
  const { t } = useTranslation();
  const modeLabel = (mode: ConsumeMode) =>
    mode === 'deliverySystem' && card.ownDeliveryName
      ? card.ownDeliveryName
      : t(`branchSelection.modes.${mode}`);
  const distance = card.distanceKm === null ? null : formatDistance(card.distanceKm);
  const classes = [
    'branch-card',
    card.isDisabled ? 'branch-card--disabled' : '',
    card.isActiveOrderBranch ? 'branch-card--active-order' : '',
    card.isLastSelected ? 'branch-card--selected' : '',
    isFocused ? 'branch-card--focused' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const titleId = `branch-${card.id}-name`;
  return (
    <li className={classes}>
      {card.isFlipped ? (
        <div className="branch-card__options">
          <fieldset className="branch-card__modes">
            <legend className="branch-card__choose">
              {t('branchSelection.chooseMode')} <span className="visually-hidden">{card.name}</span>
            </legend>
            {card.modes.map((mode) => (
              <button
                key={mode}
                type="button"
                className={`branch-card__mode-button${card.selectedMode === mode ? ' is-selected' : ''}`}
                onClick={() => onChooseMode(card.id, mode)}
              >
                <ModeIcon mode={mode} />
                <span>{modeLabel(mode)}</span>
              </button>
            ))}
          </fieldset>
          <button type="button" className="branch-card__back" onClick={onFlipBack}>
            {t('branchSelection.back')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="branch-card__face"
          aria-disabled={card.isDisabled || undefined}
          aria-describedby={`branch-${card.id}-details`}
          onClick={() => {
            if (!card.isDisabled) onPress(card.id);
          }}
        >
          <span className="branch-card__image">
            {card.image ? (
              <img src={card.image} alt="" width="72" height="72" loading="lazy" decoding="async" />
            ) : null}
          </span>
          <span className="branch-card__body">
            <span className="branch-card__name" id={titleId}>
              <ContentText text={card.name} />
            </span>
            <span id={`branch-${card.id}-details`} className="branch-card__details">
              <span className="branch-card__address">{card.address}</span>
              {card.scheduleStatus ? (
                <BranchStatusBadge status={card.status} text={card.scheduleStatus} />
              ) : null}
              {isMapCard ? (
                <span className="branch-card__schedule">
                  {card.todaySchedule
                    ? t('branchSelection.todaySchedule', card.todaySchedule)
                    : t('branchSelection.noSchedule')}
                </span>
              ) : null}
              {distance ? (
                <span className="branch-card__distance">
                  {isMapCard ? t('branchSelection.distance', { distance }) : distance}
                </span>
              ) : null}
              {card.isActiveOrderBranch ? (
                <span className="branch-card__active">{t('branchSelection.activeOrder')}</span>
              ) : null}
              <span className="branch-card__icons">
                {card.modes.map((mode) => (
                  <span
                    key={mode}
                    className={`branch-card__icon${card.selectedMode === mode ? ' is-selected' : ''}`}
                    title={modeLabel(mode)}
                  >
                    <ModeIcon mode={mode} />
                    <span className="visually-hidden">{modeLabel(mode)}</span>
                  </span>
                ))}
              </span>
            </span>
          </span>
        </button>
      )}
    </li>
  );
}

/** A grey card while the list loads (6 in the list, 3 in the map view). */
export function BranchCardSkeleton() {
  return (
    <li className="branch-card branch-card--skeleton" aria-hidden="true">
      <span className="branch-card__image" />
      <span className="branch-card__body">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </span>
    </li>
  );
}
