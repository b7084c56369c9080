import { useEffect } from 'react';
import type { AddressSearchOpening } from '@/machines/address-search/address-search.machine';
import { selectCartQuantity, selectCartTotal } from '@/machines/cart/cart.selectors';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { selectUser } from '@/machines/session/session.selectors';
import { useFlow, useFlowRef, useSession } from '@/src/app/hooks';

/**
 * Sends the screen's opening to the address flow once, on mount: the diner, the current branch and the cart's
 * total and quantity the delivery estimate is asked for (contracts-12: the screen's `*.opened` carries them).
 */
export function useAddressOpening(type: 'addressSearch.listOpened' | 'addressSearch.searchOpened') {
  const flow = useFlowRef('addressSearch');
  const user = useSession(selectUser);
  const branchId = useFlow('currentBranch', (s) => selectBranch(s)?.id ?? null);
  const total = useFlow('cart', selectCartTotal);
  const quantity = useFlow('cart', selectCartQuantity);
  const opening: AddressSearchOpening = {
    user: user ? { _id: user._id, name: user.name ?? null, phoneNumber: user.phoneNumber ?? null } : null,
    branchId,
    total,
    quantity,
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen opens only.
  useEffect(() => {
    flow.send({ type, ...opening });
  }, [flow, type]);
  return flow;
}
