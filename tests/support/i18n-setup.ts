// Views render through i18next: the unit project starts every file with the app's instance in Spanish, the
// source catalogue, so view tests keep asserting the spec's Spanish texts.
// The ordering routes' Spanish (locales/es-extra.ts) arrives with their chunks in the app; tests render those
// screens directly, so it is registered up front.
import { esExtra } from '@/locales/es-extra';
import { i18n, registerSourceTexts } from '@/src/i18n/i18n';

registerSourceTexts(esExtra);

// The unit project shares one module graph per worker (isolate: false): a file that switched the app's
// language must not leave the next file rendering English, so each file starts in Spanish again.
if (i18n.language !== 'es') await i18n.changeLanguage('es');
