import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { ConsumeMode } from '@/machines/branches/branch-selection.rules';
import {
  sameBranchCards,
  selectBranchCards,
  selectBranchView,
  selectCanLocate,
  selectGeolocationMessage,
  selectHasLoadFailed,
  selectHasNoSearchResults,
  selectIsLoadingBranches,
  selectIsLocating,
  selectIsPrompting,
  selectMapFocusId,
  selectPosition,
} from '@/machines/branches/branch-selection.selectors';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { readSearchParam } from '@/src/shell/search-query';
import { BranchCard, BranchCardSkeleton } from './branch-card';
import '@/src/styles/branches.css';

/** The map view is its own chunk, loaded only when the diner switches to it. */
const BranchMap = lazy(() => import('./branch-map'));
/** The 'Activar ubicación' prompt brings the modal frame (react-aria, motion): loaded when first asked for. */
const LocationPrompt = lazy(() => import('./location-prompt'));

const LIST_SKELETONS = 6;
const MAP_SKELETONS = 3;

/**
 * BASE: branch selection (ordering.md §2 "Branch selection (BASE)"). Reads the branchSelection flow through
 * selectors and sends its named events; the header's search bar writes `?search`, which is handed to the flow.
 */
export function BranchSelectionScreen() {
  const { t } = useTranslation();
  useScreenLayout({ showSearchBar: true, headerPoints: true }, { navBar: true });
  const flow = useFlowRef('branchSelection');
  const search = readSearchParam(useSearch());

  useEffect(() => {
    flow.send({ type: 'branchSelection.opened' });
  }, [flow]);
  useEffect(() => {
    flow.send({ type: 'branchSelection.searchChanged', text: search });
  }, [flow, search]);

  const cards = useFlow('branchSelection', selectBranchCards, sameBranchCards);
  const isLoading = useFlow('branchSelection', selectIsLoadingBranches);
  const hasFailed = useFlow('branchSelection', selectHasLoadFailed);
  const hasNoResults = useFlow('branchSelection', selectHasNoSearchResults);
  const geolocationMessage = useFlow('branchSelection', selectGeolocationMessage);
  const isLocating = useFlow('branchSelection', selectIsLocating);
  const isPrompting = useFlow('branchSelection', selectIsPrompting);
  const canLocate = useFlow('branchSelection', selectCanLocate);
  const view = useFlow('branchSelection', selectBranchView);
  const mapFocusId = useFlow('branchSelection', selectMapFocusId);
  const position = useFlow('branchSelection', selectPosition);

  const press = useCallback(
    (branchId: string) => flow.send({ type: 'branchSelection.cardPressed', branchId }),
    [flow],
  );
  const chooseMode = useCallback(
    (branchId: string, mode: ConsumeMode) =>
      flow.send({ type: 'branchSelection.modeChosen', branchId, mode }),
    [flow],
  );
  const flipBack = useCallback(() => flow.send({ type: 'branchSelection.cardFlippedBack' }), [flow]);
  const pressOnMap = useCallback(
    (branchId: string) => flow.send({ type: 'branchSelection.mapCardPressed', branchId }),
    [flow],
  );
  const isMap = view === 'map';

  return (
    <section className="screen branches" aria-labelledby="branches-title">
      <div className="branches__heading">
        <h1 id="branches-title">{t('branchSelection.title')}</h1>
        <fieldset className="branches__views">
          <legend className="visually-hidden">{t('branchSelection.view.label')}</legend>
          {(['list', 'map'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="branches__view"
              aria-pressed={view === option}
              onClick={() => flow.send({ type: 'branchSelection.viewChanged', view: option })}
            >
              {t(`branchSelection.view.${option}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {geolocationMessage ? (
        <p className="branches__message" role="alert">
          {t(geolocationMessage)}
        </p>
      ) : null}
      {hasFailed ? (
        <div className="branches__failed">
          <p>{t('branchSelection.loadFailed')}</p>
          <button
            type="button"
            className="link-button"
            onClick={() => flow.send({ type: 'branchSelection.retryRequested' })}
          >
            {t('branchSelection.retry')}
          </button>
        </div>
      ) : null}
      {isMap && !isLoading && !hasFailed && cards.length > 0 ? (
        <Suspense fallback={<div className="branch-map branch-map--loading" />}>
          <BranchMap cards={cards} focusId={mapFocusId} position={position} />
        </Suspense>
      ) : null}
      {hasNoResults ? <p className="branches__empty">{t('branchSelection.noResults')}</p> : null}
      <ul
        className={`branches__list${isMap ? ' branches__list--map' : ''}`}
        aria-busy={isLoading || undefined}
        aria-label={isLoading ? t('branchSelection.loading') : undefined}
      >
        {isLoading
          ? Array.from({ length: isMap ? MAP_SKELETONS : LIST_SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
              <BranchCardSkeleton key={i} />
            ))
          : cards.map((card) => (
              <BranchCard
                key={card.id}
                card={card}
                onPress={isMap ? pressOnMap : press}
                onChooseMode={chooseMode}
                onFlipBack={flipBack}
                isMapCard={isMap}
                isFocused={isMap && card.id === mapFocusId}
              />
            ))}
      </ul>
      <button
        type="button"
        className="branches__locate"
        aria-label={t('branchSelection.locate.title')}
        aria-busy={isLocating || undefined}
        disabled={!canLocate && !isLocating}
        onClick={() => flow.send({ type: 'branchSelection.locateRequested' })}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path
            d="M12 2v3M12 19v3M2 12h3M19 12h3M12 6a6 6 0 1 0 .01 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      {isLocating ? (
        <p className="visually-hidden" role="status">
          {t('branchSelection.locate.locating')}
        </p>
      ) : null}
      {isPrompting ? (
        <Suspense fallback={null}>
          <LocationPrompt
            onCancel={() => flow.send({ type: 'branchSelection.locateCancelled' })}
            onConfirm={() => flow.send({ type: 'branchSelection.locateConfirmed' })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
