import type { FlowWords } from '../flow-words';
import { checkoutWords } from './checkout.words';

/** checkoutPreferences is a second model of the checkout machine: the same states and guards, the same words. */
export const checkoutPreferencesWords: FlowWords = checkoutWords;
