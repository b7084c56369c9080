import { describe, expect, it } from 'vitest';
import { serverSplashShownMs } from '@/src/shell/server-splash';

const docWith = (hasSplash: boolean) =>
  ({
    getElementById: (id: string) =>
      hasSplash && id === 'splash-html'
        ? {
            remove() {},
            style: { transitionProperty: '', transitionDuration: '', opacity: '', pointerEvents: '' },
          }
        : null,
  }) as Parameters<typeof serverSplashShownMs>[0];

const timeline = (
  now: number,
  entries: Record<string, { name: string; startTime: number; responseStart?: number }[]>,
) => ({
  now: () => now,
  getEntriesByType: (type: string) => entries[type] ?? [],
});

describe("how long the server's splash has been on screen (the layout's 2 s count from it)", () => {
  it('counts from the first paint', () => {
    const paints = {
      paint: [
        { name: 'first-contentful-paint', startTime: 300 },
        { name: 'first-paint', startTime: 250 },
      ],
    };
    expect(serverSplashShownMs(docWith(true), timeline(1450, paints))).toBe(1200);
  });

  it("counts from the document's first byte where the browser reports no paint", () => {
    const navigation = { navigation: [{ name: 'http://localhost/', startTime: 0, responseStart: 180 }] };
    expect(serverSplashShownMs(docWith(true), timeline(900, navigation))).toBe(720);
  });

  it('is 0 without a server splash (dev server, unknown domain) or without timings', () => {
    const paints = { paint: [{ name: 'first-paint', startTime: 250 }] };
    expect(serverSplashShownMs(docWith(false), timeline(1450, paints))).toBe(0);
    expect(serverSplashShownMs(docWith(true), timeline(1450, {}))).toBe(0);
    expect(serverSplashShownMs(docWith(true), null)).toBe(0);
  });
});
