import { expect, type Page, test } from '@playwright/test';

/**
 * What a diner tripped on (issue 10), against the real server in Chromium: the b2b logo cut its own name
 * (#11).
 */

const originOf = (host: string) =>
  `http://${host}:${new URL(test.info().project.use.baseURL ?? 'http://localhost:4173').port}`;

/** Every text of the SVG document open in the page, with its rendered box. */
async function svgTextBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('text')).map((text) => {
      const box = (text as SVGTextElement).getBBox();
      return { text: text.textContent ?? '', left: box.x, right: box.x + box.width };
    }),
  );
}

test.describe('the seeded brand logos (issue 10 #11)', () => {
  for (const { host, appName } of [
    { host: 'b2b.localhost', appName: 'Distribuidora Del Plata' },
    { host: 'localhost', appName: 'Brasa Palermo' },
  ]) {
    test(`${host}: the whole name fits in the 320 × 96 logo`, async ({ page }) => {
      const origin = originOf(host);
      // Through the browser: Node's resolver may not know b2b.localhost.
      await page.goto(`${origin}/api/marca/${host}`);
      const brand = JSON.parse((await page.locator('body').textContent()) ?? '{}');
      const logoUrl = new URL(brand.data.headerLogo, origin).href;
      await page.goto(logoUrl);
      await expect(page.locator('svg')).toHaveAttribute('viewBox', '0 0 320 96');
      const [badge, ...name] = await svgTextBoxes(page);
      expect(badge.right).toBeLessThanOrEqual(92);
      expect(name.map((line) => line.text).join(' ')).toBe(appName);
      for (const line of name) {
        expect(line.left, line.text).toBeGreaterThanOrEqual(100);
        expect(line.right, line.text).toBeLessThanOrEqual(316);
      }
    });
  }
});
