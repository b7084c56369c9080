import { expect, type Page } from '@playwright/test';
import { isSameEvent } from '@/machines/app-model';
import { socialLoginModel } from '@/machines/social-login/social-login.model';
import type { FlowLevers } from './flow-levers';

/**
 * socialLogin in the browser (docs/browser-paths-plan.md, "socialLogin"), through the server's Google sandbox (as
 * tests/e2e/session.spec.ts does). The model holds the app's one read of the return (the cookies and the pending
 * method) with a stand-in; a real browser's read is not held, so each `storage` step is made true before the app
 * reads, by the world it names:
 * - "back from the provider" (cookies userId, authToken, idMarca and auth_method 'google'): a real round trip just
 *   before that step. On AUTH the lever taps 'Ingresá con Google' as a person would; the sandbox's consent page is
 *   answered ('Martina González', 'Continuar'); the server sets the cookies and sends the browser back to /auth,
 *   where the app, opened afresh, reads them and asks GET /auth/login/success, which the spec holds until the
 *   `server` step. The model's user-9 is the user the sandbox signed in: learned from the cookie the server set.
 * - "no auth cookies" (an ordinary visit): the walk's fresh browser, as it is.
 * The redirect to the provider (`socialLogin.started`) really leaves for GET /api/auth/google: the request goes to
 * the real server (its consent page must answer 200), and the page is answered 204 No Content, so the browser
 * stays on the app (a navigation answered 204 is not committed) and the model's checks read the page that sent it.
 * The page driver's SocialBrowser lists those redirects (page-driver.ts).
 */

const BACK_FROM_PROVIDER = socialLoginModel.steps[0].event;
const STARTED = socialLoginModel.steps.find((s) => s.event.type === 'socialLogin.started')?.event;

/** Where the app sent the browser, recorded in the page for its SocialBrowser (path and query). */
async function recordRedirects(page: Page) {
  await page.route('**/api/auth/google?**', async (route) => {
    const consent = await route.fetch({ maxRedirects: 0 });
    expect(consent.status(), 'the sandbox consent page').toBe(200);
    const url = new URL(route.request().url());
    // Answered first: while the navigation waits, the page does not run an evaluate (25 Nov, h2: it hung until the
    // test's timeout).
    await route.fulfill({ status: 204 });
    await page
      .evaluate((sent) => {
        const w = window as unknown as { __mbtRedirects?: string[] };
        w.__mbtRedirects = [...(w.__mbtRedirects ?? []), sent];
      }, `${url.pathname}${url.search}`)
      .catch(() => {});
  });
}

export const socialLoginLevers: FlowLevers = {
  uncheckable: {
    readingReturn:
      "the model holds the app's read of the return (its stand-in counts one waiting read); a real browser's read of the cookies is not held and is over before a check can look",
  },
  realFixtures: {
    loginExpired: {
      cannot:
        "the sandbox's hand-off token is good for 10 minutes (server/auth/social.ts SOCIAL_TOKEN_TTL_MINUTES) and reading it does not spend it (server/services/sessions.ts readAuthToken): no API call makes a fresh return answer 401",
    },
  },
  browserImpossible: (_before, step) => {
    if (step.action.kind === 'storage' && step.action.fixture.includes('cannot be read'))
      return "Chromium cannot be made to refuse the page's cookies for one read (the model's stand-in fails it)";
    return null;
  },
  beforeStep: async ({ page, ids, step }) => {
    if (STARTED && isSameEvent(step.event, STARTED)) {
      await recordRedirects(page);
      return;
    }
    if (!isSameEvent(step.event, BACK_FROM_PROVIDER)) return;
    // This server sends the browser back with the credentials in the URL as well (uid, token: read first, §4.2,
    // and sent as auth_token); the model's fixture is the cookies alone, so the consent's real answer (its cookies)
    // is handed to the browser with the return's URL stripped of its query (as a provider that drops it would).
    // A redirect's next request is not routed, so the consent's own answer is the one changed.
    await page.route('**/api/auth/sandbox/consent', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location;
      expect(location, 'the consent sends the browser back to /auth').toMatch(/\/auth\?/);
      const back = new URL(location, route.request().url());
      await page.context().addCookies(
        response
          .headersArray()
          .filter((h) => h.name.toLowerCase() === 'set-cookie')
          .map((h) => {
            const [pair, ...attributes] = h.value.split(';').map((part) => part.trim());
            const at = pair.indexOf('=');
            return {
              name: pair.slice(0, at),
              value: pair.slice(at + 1),
              url: back.origin,
              httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
            };
          }),
      );
      await route.fulfill({ status: 302, headers: { location: back.pathname } });
    });
    await page.getByRole('button', { name: 'Ingresá con Google' }).click();
    await page.getByRole('radio', { name: /Martina González/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'commit' });
    const userId = (await page.context().cookies()).find((c) => c.name === 'userId')?.value;
    expect(userId, 'the sandbox set the userId cookie').toBeTruthy();
    ids.add('user-9', decodeURIComponent(userId as string));
  },
};
