import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectBranchFailed,
  selectBranchNotFound,
  selectIsBranchLoading,
} from '@/machines/current-branch/current-branch.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';

/**
 * What HOME / MENU / the subcategory menu show instead of the branch when the route's branch cannot be shown:
 * it does not exist (the spec's toast, and a way back to the branch list), or loading it failed (the same
 * toast, and 'Intentar nuevamente'). Never a blank screen. Returns null when the branch is fine.
 */
export function BranchProblem() {
  const { t } = useTranslation();
  const currentBranch = useFlowRef('currentBranch');
  const isNotFound = useFlow('currentBranch', selectBranchNotFound);
  const isFailed = useFlow('currentBranch', selectBranchFailed);
  if (!isNotFound && !isFailed) return null;
  return (
    <div className="menu-problem" role="alert">
      <p>{t('menu.branchFailed')}</p>
      {isFailed ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => currentBranch.send({ type: 'currentBranch.retryRequested' })}
        >
          {t('common.retry')}
        </button>
      ) : null}
      <Link href={ROUTES.BASE} className="button button--primary">
        {t('common.back')}
      </Link>
    </div>
  );
}

/** The route's branch is loading (the screen shows its skeletons). */
export const useIsBranchLoading = () => useFlow('currentBranch', selectIsBranchLoading);
/** The route's branch cannot be shown (BranchProblem renders instead of the page). */
export const useHasBranchProblem = () =>
  useFlow('currentBranch', (s) => selectBranchNotFound(s) || selectBranchFailed(s));
