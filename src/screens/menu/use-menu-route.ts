import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { MenuScreen } from '@/machines/menu-browsing/menu-browsing.machine';
import { pagePath } from '@/machines/menu-browsing/menu-rules';
import { useFlowRef } from '@/src/app/hooks';

/**
 * What a HOME / MENU / subcategory screen tells the flows when it opens and while the URL changes: the
 * route's branch (`currentBranch.routeOpened`, loaded when it differs), the screen (`menuBrowsing.opened`),
 * and every later path or query change (`menuBrowsing.locationChanged`: the filters and ?search). Returns the
 * page path (without a product overlay tail) and the query string.
 */
export function useMenuRoute(screen: MenuScreen, id: string, storeId: string) {
  const currentBranch = useFlowRef('currentBranch');
  const menuBrowsing = useFlowRef('menuBrowsing');
  const [location] = useLocation();
  const rawSearch = useSearch();
  const search = rawSearch ? `?${rawSearch.replace(/^\?/, '')}` : '';
  const page = pagePath(location);

  useEffect(() => {
    currentBranch.send({ type: 'currentBranch.routeOpened', id, storeId });
  }, [currentBranch, id, storeId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per screen and branch; later URL changes are locationChanged.
  useEffect(() => {
    menuBrowsing.send({ type: 'menuBrowsing.opened', screen, branchId: id, storeId, pathname: page, search });
  }, [menuBrowsing, screen, id, storeId]);

  useEffect(() => {
    menuBrowsing.send({ type: 'menuBrowsing.locationChanged', pathname: page, search });
  }, [menuBrowsing, page, search]);

  return { page, search };
}
