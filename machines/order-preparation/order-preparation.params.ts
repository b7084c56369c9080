import { ROUTES } from '../rules/routes';
import type { NavigateParams } from '../types';
import type { OrderPreparationContext, ProductVisit } from './order-preparation.types';
import {
  type PreparationIdentity,
  type RestoreOutcome,
  restorePreparation,
  savedPreparationOf,
} from './saved-preparation';

/** What the chart hands its effects: built from the flow's context (pure). */

/** The product-visit payload (§7): the resolved price of the prepared product. */
export const productVisitOf = (context: OrderPreparationContext): ProductVisit => ({
  idUser: context.request?.userId || 'guest',
  idProduct: context.detail?.product._id ?? '',
  storeId: context.request?.storeId ?? '',
  productName: context.detail?.product.name ?? '',
  price: context.preparation.product?.price ?? 0,
  idMarca: context.request?.brandId ?? '',
});

/** After a save: back to the parent page keeping its query (§2 "Product detail … keeping the query"). */
export const parentPathOf = (context: OrderPreparationContext): NavigateParams => ({
  to: `${context.request?.basePath || ROUTES.BASE}${context.request?.search ?? ''}`,
  replace: true,
});

/** 'Volver' without a previous entry: HOME/{id}/{storeId} from the URL, else BASE (§2). */
export const homePathOf = (context: OrderPreparationContext): NavigateParams =>
  context.request?.branchId && context.request.storeId
    ? { to: `${ROUTES.HOME}/${context.request.branchId}/${context.request.storeId}` }
    : { to: ROUTES.BASE };

/** Which opening the preparation belongs to (its saved record must match it to be restored). */
const identityOf = (context: OrderPreparationContext): PreparationIdentity => ({
  brandId: context.request?.brandId ?? '',
  storeId: context.request?.storeId ?? '',
  sku: context.request?.sku ?? '',
  editedLineId: context.request?.line?.orderProductId ?? null,
  presentation: context.request?.presentation === 'modal' ? 'modal' : 'overlay',
});

/** The record to keep after a change. */
export const savedRecordOf = (context: OrderPreparationContext) => ({
  saved: savedPreparationOf(identityOf(context), context.preparation, Date.now()),
});

/** What the saved record (read once the product has loaded) gives for this opening. */
export const restoreOutcomeOf = (context: OrderPreparationContext, saved: unknown) => ({
  outcome: context.detail
    ? restorePreparation(
        saved,
        identityOf(context),
        context.detail,
        context.request?.line ?? null,
        context.request?.priceContext ?? {},
        Date.now(),
      )
    : ({ kind: 'none' } as RestoreOutcome),
});

/** Why the record was not restored (logged). */
export const discardReasonOf = (context: OrderPreparationContext, saved: unknown) => {
  const { outcome } = restoreOutcomeOf(context, saved);
  return { reason: outcome.kind === 'discarded' ? outcome.reason : '' };
};
