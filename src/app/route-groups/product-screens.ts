/** Route group loaded on demand: the product overlay and the customisation modal (issue 11). */
export { CustomisationModal } from '../../screens/product/customisation-modal';
export { ProductScreen } from '../../screens/product/product-screen';
