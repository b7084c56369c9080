import { describe, expect, it } from 'vitest';
import { whenAppStylesReady } from '@/src/shell/app-styles';

/** A stylesheet link as the built page has it, loaded or not. */
function fakeLink(media: string, loaded: boolean) {
  const listeners: Record<string, Array<() => void>> = {};
  return {
    media,
    sheet: loaded ? {} : null,
    addEventListener(type: string, listener: () => void) {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    fire(type: 'load' | 'error') {
      for (const listener of listeners[type] ?? []) listener();
    },
  };
}
const docWith = (link: unknown) => ({
  querySelector: (selector: string) => (selector.includes('data-app-styles') ? link : null),
});
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenAppStylesReady', () => {
  it('waits for a stylesheet still loading, then applies it to every medium', async () => {
    const link = fakeLink('print', false);
    const ready = whenAppStylesReady(docWith(link));
    expect(await settled(ready)).toBe(false);
    link.fire('load');
    expect(await settled(ready)).toBe(true);
    expect(link.media).toBe('all');
  });

  it('starts the app when the stylesheet failed', async () => {
    const link = fakeLink('print', false);
    const ready = whenAppStylesReady(docWith(link));
    link.fire('error');
    expect(await settled(ready)).toBe(true);
  });

  it('is ready at once when the sheet already applies, or when there is no such link (development)', async () => {
    expect(await settled(whenAppStylesReady(docWith(fakeLink('all', true))))).toBe(true);
    expect(await settled(whenAppStylesReady(docWith(null)))).toBe(true);
    expect(await settled(whenAppStylesReady(null))).toBe(true);
  });
});
