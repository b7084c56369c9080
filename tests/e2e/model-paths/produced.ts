import type { APIRequestContext, Page } from '@playwright/test';

/**
 * A server fixture produced around the held request itself (issue 9, W11/W18): `around` puts the real server in
 * the state the fixture needs (an order placed by the page's guest, a product withdrawn), calls `send` (the held
 * request goes to the real server and its real answer to the app) and undoes what the shared server must not
 * keep (F in docs/browser-paths-plan.md). `produced` says how, for the reader.
 */
export interface ProducedFixture {
  produced: string;
  around: (ctx: { request: APIRequestContext; page: Page; send: () => Promise<void> }) => Promise<void>;
}
