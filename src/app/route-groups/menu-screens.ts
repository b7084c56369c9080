/** Route group loaded on demand: the branch home, MENU and the subcategory menu (issue 11). */

import type { ComponentType } from 'react';
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';
import { BranchHomeScreen as BranchHomeView } from '../../screens/branch-home/branch-home-screen';
import { MenuScreen as MenuView } from '../../screens/menu/menu-screen';
import { SubcategoryScreen as SubcategoryView } from '../../screens/menu/subcategory-screen';
import { withRouteFlow } from '../route-flow-screen';

/** The catalogue and menu browsing flows arrive with these screens (src/app/route-flows.ts). */
const withMenuFlows = <P extends object>(Screen: ComponentType<P>) =>
  withRouteFlow('catalogue', withRouteFlow('menuBrowsing', Screen));

export const BranchHomeScreen = withMenuFlows(BranchHomeView);
export const MenuScreen = withMenuFlows(MenuView);
export const SubcategoryScreen = withMenuFlows(SubcategoryView);
export { provideCatalogueFlow, provideMenuBrowsingFlow } from '../catalogue-flows';

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
