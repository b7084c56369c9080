import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectBlocked } from '@/machines/cart/cart.selectors';
import { CART_ACTIVE_ORDER_MODAL_ID, CART_BRANCH_CLOSED_MODAL_ID } from '@/machines/cart/cart.setup';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow } from '@/src/app/hooks';
import { useContentText } from '@/src/i18n/content-text';
import { ShellModal } from '@/src/shell/modal';
import { useCloseModal } from '@/src/shell/modal-host';

/**
 * The cart's two blocking modals (ordering.md §2 "Modals used by ordering"), mounted (and loaded) only while
 * one of them is open: the closed branch ('Ver locales abiertos' → BASE) and the active order at another
 * branch ('Ir a {branch}'). Bottom drawers on mobile, like every ShellModal.
 */
export function CartModalsHost() {
  const { t } = useTranslation();
  const blocked = useFlow('cart', selectBlocked);
  const branch = useFlow('currentBranch', selectBranch);
  const close = useCloseModal();
  const closedName = useContentText(
    branch?.name || (blocked?.reason === 'branchClosed' ? blocked.branchName : ''),
  );
  const activeName = useContentText(blocked?.reason === 'activeOrderElsewhere' ? blocked.branchName : '');
  const activeHref =
    blocked?.reason === 'activeOrderElsewhere' && blocked.storeId
      ? `${ROUTES.HOME}/${blocked.branchId}/${blocked.storeId}`
      : ROUTES.BASE;
  return (
    <>
      {/* §2 gives this modal its sentence and link only (no title of its own): the sentence names the dialog. */}
      <ShellModal
        id={CART_BRANCH_CLOSED_MODAL_ID}
        title={t('cart.closedText', { branch: closedName || t('cart.thisBranch') })}
        footer={
          <Link href={ROUTES.BASE} className="button button--primary button--full" onClick={close}>
            {t('cart.seeOpenBranches')}
          </Link>
        }
      />
      <ShellModal
        id={CART_ACTIVE_ORDER_MODAL_ID}
        title={t('cart.activeOrderTitle')}
        footer={
          <Link href={activeHref} className="button button--primary button--full" onClick={close}>
            {t('cart.goToBranch', { branch: activeName || t('cart.thisBranch') })}
          </Link>
        }
      >
        <p>{t('cart.activeOrderText', { branch: activeName || t('cart.thisBranch') })}</p>
      </ShellModal>
    </>
  );
}
