// Finds a Chromium for Playwright without downloading one (this project's machines cannot download
// browsers): CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a browser Playwright already has.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  return null;
}

export async function findPlaywrightBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}
