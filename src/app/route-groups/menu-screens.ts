/** Route group loaded on demand: the branch home, MENU and the subcategory menu (issue 11). */
export { BranchHomeScreen } from '../../screens/branch-home/branch-home-screen';
export { MenuScreen } from '../../screens/menu/menu-screen';
export { SubcategoryScreen } from '../../screens/menu/subcategory-screen';
