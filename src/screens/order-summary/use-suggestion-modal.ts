import { useCallback } from 'react';
import { lineOfSku, selectCartLines } from '@/machines/cart/cart.selectors';
import type { Suggestion } from '@/machines/cart/cart.setup';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { selectUser } from '@/machines/session/session.selectors';
import { useAppActor } from '@/src/app/app-context';
import { useBrand, useFlow, usePreferredConsumeType, useSession } from '@/src/app/hooks';

/**
 * '¿Querés sumar algo más?' opens the customisation modal (ordering.md §2 "Customisation modal": "Opened from
 * a related/suggested product strip"; edit mode when the product is already in the order). The modal is the
 * orderPreparation flow with `presentation: 'modal'`, a route flow: the opening goes through the root actor
 * (`app.flowOpened` with the opening event), which loads and spawns the flow the first time and hands it the
 * event, so a summary opened straight after a reload opens the modal too.
 */
export function useSuggestionModal(): (suggestion: Suggestion) => void {
  const app = useAppActor();
  const brand = useBrand();
  const user = useSession(selectUser);
  const branch = useFlow('currentBranch', selectBranch);
  const lines = useFlow('cart', selectCartLines);
  const consumeType = usePreferredConsumeType();
  return useCallback(
    (suggestion: Suggestion) => {
      const line = lineOfSku(lines, suggestion.sku) ?? null;
      app.send({
        type: 'app.flowOpened',
        flow: 'orderPreparation',
        event: {
          type: 'orderPreparation.opened',
          request: {
            sku: suggestion.sku,
            brandId: brand._id,
            storeId: line?.storeId ?? branch?.storeId ?? '',
            branchId: branch?.id ?? null,
            basePath: ROUTES.ORDER_SUMMARY,
            search: '',
            line,
            priceContext: {
              businessType: brand.businessType,
              priceCategory: user?.priceCategory ?? null,
              consumeType,
            },
            userId: user?._id ?? null,
            presentation: 'modal',
          },
        },
      });
    },
    [app, brand._id, brand.businessType, branch, lines, consumeType, user],
  );
}
