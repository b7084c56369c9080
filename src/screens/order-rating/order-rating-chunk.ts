/** The order rating prompt's lazy chunk: the modal and the ordering texts it shows (locales/es-extra.ts). */
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';

export { OrderRatingHost } from './order-rating-modal';

registerSourceTexts(esExtra);
