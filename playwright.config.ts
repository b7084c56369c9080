import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the pre-test step
import { findChromium } from './tools/chromium-path.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath: string | undefined = findChromium() ?? undefined;

/**
 * E2E against the real server (embedded in-memory database, seeded demo brands) and a system Chromium.
 * Two screen sizes: a phone (390 × 844) and a desktop (1280 × 800).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // A run on its own port (E2E_PORT, e.g. several people on one machine) keeps its own results folder: Playwright
  // empties the folder when a run starts.
  outputDir: process.env.E2E_PORT ? `test-results-${process.env.E2E_PORT}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
  ],
  webServer: {
    command: `npx tsx server/main.ts`,
    // The suite signs in and creates guests from 127.0.0.1 far more often than a diner (docs/rate-limits.md).
    env: {
      PORT: String(PORT),
      DATA_DIR: ':memory:',
      NODE_ENV: 'test',
      KITCHEN_SPEED: '0',
      RATE_LIMIT_SCALE: '100',
      // Another build folder (`vite build --outDir …`), so two suites can run side by side on one checkout.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
    url: `http://localhost:${PORT}/api/marca/localhost`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
