import type { FlowModel } from '../flow-model';
import { languageMachine } from './language.machine';

/**
 * One preload string, so every batch of this model has one text and one answer fits them all. Batches of 20
 * and their 50 ms spacing are tested in tests/machines/language-preload-telemetry.test.ts.
 */
const PRELOAD_SAMPLE = ['Inicio'];

/**
 * The language chart explored by the path generator. Fifty batch calls in ten seconds cannot be reached in a
 * ten-step path, so this model lowers the rate limit to one call per window (guard `isRateLimited`); the
 * real limit of 50 is tested in tests/machines/language.test.ts.
 */
// Left to tests/machines/language*.test.ts to keep the explored states under the generator's limit: turning
// translation back on.
const exploredMachine = languageMachine.provide({
  guards: { isRateLimited: ({ context }) => context.callsInWindow >= 1 },
});

export const languageModel: FlowModel = {
  id: 'language',
  title: 'Language and machine translation of content',
  summary:
    'The current language (saved slice, else preferredLanguage, else Spanish) and the machine translation of content: requests batched after 250 ms, 50 calls per 10 s window (lowered to 1 here), retries after 500/1000/2000 ms, offline waiting, a language change that drops the queue and the old cache, preload of common strings 500 ms after start in batches of 20 50 ms apart, the translation demo, with telemetry in its own child flow (accounts.md §3, §4.11, §5.4, §7.8, §8, §9).',
  machine: exploredMachine,
  input: {
    restored: { currentLanguage: 'en' },
    apiKey: 'local-sandbox-key',
    online: true,
    telemetryConsent: false,
    preloadTexts: PRELOAD_SAMPLE,
  },
  start: "With the app set to English (saved) and one string ('Inicio') to preload, open the menu",
  steps: [
    {
      event: { type: 'translation.requested', texts: ['Hamburguesa completa'] },
      step: "A screen shows the content text 'Hamburguesa completa' (in Spanish for now)",
    },
    { event: { type: 'xstate.after.queueDebounce.language.queue.debouncing' }, step: 'Wait 250 ms' },
    {
      event: {
        type: 'xstate.done.actor.translateBatch',
        output: { translations: ['Complete burger'], passthrough: false },
      },
      step: "The server answers the batch ('Complete burger')",
      producedBy:
        "with the app in English (PROFILE → 'Cambiar idioma'), the demo server translates by itself: the brand's own English first (e.g. 'Hamburguesa clásica' → 'Classic burger'), else Apertium (npm start installs it; without it the texts come back in Spanish)",
    },
    {
      event: { type: 'xstate.error.actor.translateBatch', error: { status: 503, message: 'HTTP 503' } },
      step: 'The translation call fails with HTTP 503',
    },
    {
      event: { type: 'xstate.error.actor.translateBatch', error: { status: 400, message: 'HTTP 400' } },
      step: 'The translation call fails with HTTP 400',
      producedBy:
        "start the demo server with TRANSLATE_CLIENT_KEYS=another-key: it refuses the app's built-in key with 403 'La clave de API de traducción no es válida', final like a 400 (no retry); a 400 itself needs a request the app never builds (no key, an unknown language)",
    },
    {
      event: { type: 'xstate.after.batchRetryBackoff.language.sender.backingOff' },
      step: 'Wait for the retry (500 ms, then 1 s, then 2 s)',
    },
    { event: { type: 'connectivity.offline' }, step: 'Turn the connection off' },
    { event: { type: 'connectivity.online' }, step: 'Turn the connection back on' },
    { event: { type: 'language.changed', language: 'fr' }, step: "On the profile, choose 'Français'" },
    { event: { type: 'translation.enabledChanged', enabled: false }, step: 'Turn automatic translation off' },
    {
      event: { type: 'xstate.after.preloadStart.language.preload.scheduled' },
      step: 'Wait 500 ms (preload)',
    },
    {
      event: { type: 'xstate.after.preloadGap.language.preload.pausing' },
      step: 'Wait 50 ms (next preload batch)',
    },
    {
      event: { type: 'xstate.after.rateLimitWindow.language.rateWindow.open' },
      step: 'Wait 10 s from the first call (the rate-limit window closes)',
      // Explored where it matters, to keep the generated states bounded: with a batch held by the limit (closing
      // an idle window changes nothing a diner sees; tests/machines/language.test.ts covers it).
      when: {
        text: 'a batch is held by the rate limit, the preload over and the demo idle',
        holds: (at) =>
          at.stateIds.includes('sender.rateLimited') &&
          at.stateIds.includes('demo.idle') &&
          at.stateIds.includes('preload.done'),
      },
    },
    {
      event: { type: 'xstate.after.rateLimitRetry.language.sender.rateLimited' },
      step: 'Wait 10 s (the held batch is sent)',
      // The window opened with an earlier call than the one held, so it closes first (the generator's clock
      // takes a timer only when it is the next to fire).
    },
    {
      event: { type: 'translation.demoRequested', texts: ['Bienvenido'] },
      step: "On /perfil/demo-idioma, press the translate button (sample 'Bienvenido')",
    },
    { event: { type: 'translation.demoReset' }, step: 'Leave and reopen the translation demo' },
    {
      event: { type: 'translation.telemetryConsentChanged', consent: true },
      step: 'On the translation demo, tick the box to share anonymous translation metrics',
      // Opening the demo resets its outcome, so a person ticks it on a demo showing none; ticked, it stays so.
      when: {
        text: 'the translation demo shows no outcome and the box is not ticked yet',
        holds: (at) => at.stateIds.includes('demo.idle') && at.keyContext.consent === false,
      },
    },
  ],
  expectations: {
    'queue.idle': 'content shows translated when cached, else in Spanish',
    'queue.debouncing': 'the new content shows in Spanish; no call yet',
    'sender.idle': 'no translation call is running',
    'sender.picking': 'the next batch is being sent',
    'sender.calling': 'a POST /api/translations is running; the Spanish texts show meanwhile',
    'sender.backingOff': 'the call failed and will be retried; the Spanish texts show',
    'sender.rateLimited': 'too many calls in 10 s: the batch waits 10 s; the Spanish texts show',
    'sender.waitingForConnection': 'offline: only cached translations show; nothing is sent',
    'rateWindow.closed': 'no call counted',
    'rateWindow.open': 'calls are counted for 10 s',
    'preload.scheduled': 'the common strings will be preloaded 500 ms after start or a language change',
    'preload.next': 'the next preload batch is chosen',
    'preload.loading': 'a preload batch of up to 20 strings is being translated',
    'preload.pausing': 'the next preload batch goes 50 ms later',
    'preload.done': 'the common strings are translated for this language',
    'preload.off': 'nothing to preload (Spanish, translation off, or already cached)',
    'demo.idle': 'the demo shows its sample texts and the translate button',
    'demo.translating': 'the demo shows the texts in Spanish while translating',
    'demo.succeeded': '"Textos traducidos correctamente" with the translated texts',
    'demo.failed': '"Error al traducir los textos" with the Spanish texts',
  },
  keyContext: (s) => ({
    language: s.context.currentLanguage,
    enabled: s.context.translationsEnabled,
    online: s.context.online,
    queued: s.context.queue.length,
    batches: s.context.outbox.map(
      (b: { origin: string; texts: string[] }) => `${b.origin}×${b.texts.length}`,
    ),
    retries: s.context.retries,
    callsInWindow: s.context.callsInWindow,
    errors: s.context.errorCount,
    cached: Object.keys(s.context.translationsCache).length,
    consent: s.context.telemetryConsent,
  }),
  // Seven regions multiply: the key is the state and the few facts that change what can happen next.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.currentLanguage,
      s.context.online,
      s.context.outbox.length > 0,
      s.context.retries,
      s.context.preloadedMark !== null,
    ]),
};
