// i18n-exempt-file: a test oracle — the demo's Spanish sample texts written out on purpose (tests/model-app); never rendered.
import type { AppDriver, RecordedRequest } from '../app-model';

/**
 * The language app-model's checks of PROFILE_LANGUAGE_DEMO (accounts.md §2.6) and of the translation calls:
 * each sample text goes out once per language, by the demo's own batch ('Traducir textos'), never also as
 * content when the screen opens (the fault this counts: the five texts were sent twice).
 */

const PROFILE = '/perfil';
export const TRANSLATIONS = /^\/translations$/;
export const pathname = (app: AppDriver) => app.url().split('?')[0];
export const textsOf = (r: RecordedRequest) => (r.body as { texts?: string[] } | null)?.texts ?? [];
/** §4.11: the chosen language is stored under preferredLanguage; before any choice, the saved English. */
export const currentLanguage = (app: AppDriver) => app.readLocal('preferredLanguage') ?? 'en';
export const DEMO_PAGE = '/perfil/demo-idioma';
/** PROFILE_LANGUAGE_DEMO's five sample texts (src/screens/language-demo/demo-texts.ts), sent by 'Traducir textos'. */
export const DEMO_TEXTS = [
  'Bienvenido a nuestro restaurante, elegí tu sucursal y pedí desde la mesa.',
  'Sumá 10% en puntos en todas tus compras.',
  'Milanesa napolitana con papas fritas',
  'Flan casero con dulce de leche y crema',
  'Tu pedido está listo para retirar en el mostrador.',
];

/** Per running app: the translation calls a failure step answered (indexes in `requests()`). */
const failedCalls = new WeakMap<AppDriver, Set<number>>();
/** The call a failure step just answered: the newest answered translation call (one runs at a time). */
export const noteFailedCall = (app: AppDriver) => {
  const calls = app.requests();
  const i = calls.findLastIndex((r) => r.method === 'POST' && TRANSLATIONS.test(r.path) && r.answered);
  const failed = failedCalls.get(app) ?? new Set<number>();
  failed.add(i);
  failedCalls.set(app, failed);
};
/**
 * How many times each demo text went out for translation into the current language, not counting calls that
 * failed (a retry, or the diner pressing again after 'Error al traducir los textos', sends it again).
 */
export const demoSends = (app: AppDriver) => {
  const failed = failedCalls.get(app) ?? new Set<number>();
  const lang = currentLanguage(app);
  const sent = app
    .requests()
    .filter(
      (r, i) =>
        !failed.has(i) &&
        r.method === 'POST' &&
        TRANSLATIONS.test(r.path) &&
        (r.body as { targetLang?: string }).targetLang === lang,
    );
  // Matched by their last words: a number in a text goes out as a placeholder (token protection, §5.4).
  return DEMO_TEXTS.map(
    (text) => sent.filter((r) => textsOf(r).some((sentText) => sentText.endsWith(text.slice(-20)))).length,
  );
};
/** Each demo text went out at most once in this language (the fault: asked for as content on opening too). */
export const demoSentAtMostOnce = (app: AppDriver) =>
  app
    .expect(
      demoSends(app).every((n) => n <= 1),
      `demo texts sent ${demoSends(app)}`,
    )
    .toBe(true);
/** The demo screen's block, when it is open. */
export const demoBlock = (app: AppDriver) =>
  pathname(app) === DEMO_PAGE
    ? (app.screen.queryAllByTestId('demo-translation')[0]?.closest('section') ?? null)
    : null;
/** The demo's result cells ('Traducción'): `lang="es"` while a text shows in Spanish. */
export const demoCells = (block: HTMLElement) => [
  ...block.querySelectorAll('[data-testid="demo-translation"]'),
];
export const demoStatus = (block: HTMLElement) => block.querySelector('[role="status"]')?.textContent ?? '';
/** On the demo screen, with `check` on its block (elsewhere the demo's state does not show). */
export const onDemo = (app: AppDriver, check: (block: HTMLElement) => void) => {
  if (pathname(app) !== DEMO_PAGE) return;
  const block = demoBlock(app);
  app.expect(block, 'the demo screen shows its block').not.toBeNull();
  if (block) check(block);
};
/** The telemetry consent box on the demo ('Compartir métricas anónimas de traducción' in Spanish). */
const consentBox = (app: AppDriver) => {
  const block = demoBlock(app);
  if (!block) throw new Error('the demo screen is not open');
  return app.within(block).getByRole('checkbox') as HTMLInputElement;
};
/** The key the consent is kept under (accounts.md §3 "Other storage keys"; machines/rules/storage-keys.ts). */
const CONSENT_KEY = 'translation_telemetry_consent';
/**
 * The diner ticks the consent box on the demo (opening it when elsewhere): the box was clear, nothing stored.
 * After it the box is ticked and the consent is stored as 'true'.
 */
export const tickConsent = async (app: AppDriver) => {
  if (pathname(app) !== DEMO_PAGE) await openDemo(app);
  const box = consentBox(app);
  app.expect(box.checked).toBe(false);
  app.expect(app.readLocal(CONSENT_KEY)).toBeNull();
  await app.user.click(box);
  await app.settle();
};
export const consentTicked = (app: AppDriver) => {
  app.expect(consentBox(app).checked).toBe(true);
  app.expect(app.readLocal(CONSENT_KEY)).toBe('true');
};
/** Opens the demo screen (from PROFILE's link place: a fresh visit, which resets the last outcome). */
export const openDemo = async (app: AppDriver) => {
  if (pathname(app) === DEMO_PAGE) await app.navigate(PROFILE);
  await app.navigate(DEMO_PAGE);
};
