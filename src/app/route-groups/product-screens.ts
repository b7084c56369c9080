/** Route group loaded on demand: the product overlay and the customisation modal (issue 11). */
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';
import { ProductScreen as ProductView } from '../../screens/product/product-screen';
import { withRouteFlow } from '../route-flow-screen';

export { CustomisationModalWhenShown } from '../../screens/product/customisation-modal';
/** The orderPreparation flow arrives with the overlay (src/app/route-flows.ts). */
export const ProductScreen = withRouteFlow('orderPreparation', ProductView);
export { provideProductFlow } from '../product-flows';

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
