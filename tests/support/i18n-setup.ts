// Views render through i18next: the unit project starts every file with the app's instance in Spanish, the
// source catalogue, so view tests keep asserting the spec's Spanish texts.
import '@/src/i18n/i18n';
