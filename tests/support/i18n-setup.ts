// Views render through i18next: the unit project starts every file with the app's instance in Spanish, the
// source catalogue, so view tests keep asserting the spec's Spanish texts.
import '@/src/i18n/i18n';
// The ordering routes' Spanish (locales/es-extra.ts) arrives with their chunks in the app; tests render those
// screens directly, so it is registered up front.
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '@/src/i18n/i18n';

registerSourceTexts(esExtra);
