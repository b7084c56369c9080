import { expect } from '@playwright/test';
import { appModel } from '@/machines/app/app.model';
import { isSameEvent } from '@/machines/app-model';
import type { FlowLevers } from './flow-levers';

/**
 * app (the start-up) in the browser (docs/browser-paths-plan.md, "app"). The model's page preloads no brand
 * (`noPreloadedBrand`); the real server injects `window.brandData` for every domain it knows (server/static/spa.ts),
 * so a real page preloads no brand only at a host the server does not know. Chromium sends any *.localhost name to
 * the loopback, so the walk opens the app at http://nobrand.localhost:<port>/: the server injects nothing, the app
 * asks GET /marca/nobrand.localhost (the model's /marca/localhost: the id map's pair, real-ids.ts), which the spec
 * holds like any `server` step and the real server answers 404 (`unknownDomain`).
 *
 * The spec opens every start at its baseURL (localhost, a known brand), so the move to the unknown host is this
 * flow's lever before its first step; the start's own check ('restoring') is left out for that reason. The first
 * step, "the saved state: nobody signed in", is the real app reading the unknown host's empty IndexedDB (the page
 * driver performs nothing for a `storage` step); what it reads is checked by the next state's checks.
 */

/** The host the real server knows no brand for (server/db/seed/brands.ts: localhost and the b2b demo's). */
export const UNKNOWN_HOST = 'nobrand.localhost';

const READ = appModel.steps[0].event;

export const appLevers: FlowLevers = {
  uncheckable: {
    restoring:
      "the spec opens the start at localhost, whose page preloads the seeded brand; the app is moved to the unknown host by the first step's lever, and there the saved state's read (an empty IndexedDB) is over before a check can look",
  },
  realFixtures: {
    brand: {
      cannot:
        "the model's page preloads no brand and then GET /marca/localhost answers the brand: the real server injects the brand into every page of a host it knows (server/static/spa.ts), so no page of a known host asks, and at the unknown host the answer is the 404",
    },
  },
  browserImpossible: (_before, step) => {
    if (isSameEvent(step.event, appModel.steps[1].event))
      return "reading the saved state cannot be made to fail in Chromium for one read (the model's stand-in rejects it; the real app reads IndexedDB itself)";
    if (step.action.kind === 'storage' && step.action.fixture.includes('route group'))
      return "the sign-in route group's code is a real chunk the browser fetches at once; holding or failing a script at the network is not wired";
    return null;
  },
  beforeStep: async ({ page, step }) => {
    if (!isSameEvent(step.event, READ)) return;
    const url = new URL(page.url());
    url.hostname = UNKNOWN_HOST;
    url.pathname = '/';
    url.search = '';
    await page.goto(url.toString());
    expect(new URL(page.url()).hostname, 'Chromium opened the unknown host').toBe(UNKNOWN_HOST);
  },
};
