import { fromPromise } from 'xstate';
import type { LanguageStart } from '@/machines/language/language.context';
import { languageMachine } from '@/machines/language/language.machine';
import type { TranslateBatchInput, TranslateBatchOutput } from '@/machines/language/language.setup';
import { translationTelemetryMachine } from '@/machines/language/translation-telemetry.machine';
import type { LanguageCode } from '@/machines/rules/languages';
import { LOCAL_KEYS } from '@/machines/rules/storage-keys';
import { hasTelemetryConsent, type TranslationMetric } from '@/machines/rules/translation';
import { local } from '../adapters/browser-storage';
import type { TranslationApi } from '../adapters/translation-api';

/** The key built into the client (accounts.md §3 "apiKey"): a public client identifier, not a secret. */
export const TRANSLATE_API_KEY: string = import.meta.env.VITE_TRANSLATE_API_KEY || 'local-sandbox-key';

/** The event other parts of the page listen to (§4.11): `detail` is `{ language }`. */
export const LANGUAGE_CHANGED_EVENT = 'app:languageChanged';

/** What the language flow needs at start besides the saved slice: read once, in src/main.tsx. */
export function readLanguageStart(): LanguageStart {
  return {
    apiKey: TRANSLATE_API_KEY,
    preferredLanguage: local.get(LOCAL_KEYS.preferredLanguage),
    telemetryConsent: hasTelemetryConsent(local.get(LOCAL_KEYS.translationTelemetryConsent)),
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
  };
}

/** The language flow with the app's translation calls, storage and window event (added in create-app-actor.ts). */
export function provideLanguageFlow(api: TranslationApi) {
  return {
    language: languageMachine.provide({
      actors: {
        translateBatch: fromPromise<TranslateBatchOutput, TranslateBatchInput>(({ input }) =>
          api.translateBatch(input),
        ),
        translationTelemetry: translationTelemetryMachine.provide({
          actors: {
            sendTranslationMetrics: fromPromise<void, { metrics: TranslationMetric[] }>(({ input }) =>
              api.sendTranslationMetrics(input),
            ),
          },
        }),
      },
      actions: {
        storePreferredLanguage: (_, { language }: { language: LanguageCode }) =>
          local.set(LOCAL_KEYS.preferredLanguage, language),
        broadcastLanguageChanged: (_, detail: { language: LanguageCode }) => {
          window.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail }));
        },
        storeTelemetryConsent: (_, { consent }: { consent: boolean }) =>
          local.set(LOCAL_KEYS.translationTelemetryConsent, String(consent)),
      },
    }),
  };
}
