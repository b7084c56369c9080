// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarouselEntry } from '@/machines/menu-browsing/menu-rules';
import { CategoryCarousel } from '@/src/screens/menu/menu-parts';

/**
 * The category carousel's active tile is centred (ordering.md §2 "Category carousel": "The selected tile is
 * highlighted and centred"; issue 11: a deep link to ?categoria=postres left the tile off-screen): only the
 * track scrolls, horizontally; the page never moves. Layout is faked: the track is 390 px wide at x 0, each
 * tile 80 px wide, one after another from x 0 (minus the track's scroll).
 */
const TILE = 80;
const TRACK = 390;
const names = ['Parrilla', 'Pizzas', 'Empanadas', 'Ensaladas', 'Hamburguesas', 'Bebidas', 'Postres'];
const entries: CarouselEntry[] = names.map((name, i) => ({
  id: `c-${i + 1}`,
  name,
  slug: name.toLowerCase(),
  image: null,
  isTag: false,
}));

const originalScrollTo = HTMLElement.prototype.scrollTo;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  HTMLElement.prototype.scrollTo = originalScrollTo;
});

function renderCarousel(props: { activeId: string | null; selectedSlug: string | null }) {
  const trackScrolls: ScrollToOptions[] = [];
  const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    const left = this.tagName === 'LI' ? index * TILE : 0;
    return {
      left,
      x: left,
      top: 0,
      y: 0,
      width: this.tagName === 'LI' ? TILE : TRACK,
      height: 90,
    } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? TILE : TRACK;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(TRACK);
  const elementScroll = vi.fn((options: ScrollToOptions) => trackScrolls.push(options));
  HTMLElement.prototype.scrollTo = elementScroll as never;
  const view = render(<CategoryCarousel entries={entries} onTap={() => {}} isCompact={false} {...props} />);
  return { view, trackScrolls, pageScroll };
}

describe('the category carousel centres its active tile', () => {
  it('a deep link with ?categoria=postres scrolls the track (at once) so Postres sits in the middle; the page stays', () => {
    const { trackScrolls, pageScroll } = renderCarousel({ activeId: null, selectedSlug: 'postres' });
    // Postres is the 7th tile: 6 × 80 = 480 px in; centred, its left is (390 − 80) / 2 = 155 px in the track.
    expect(trackScrolls.at(-1)).toEqual({ left: 480 - 155, behavior: 'instant' });
    expect(pageScroll).not.toHaveBeenCalled();
  });

  it('a later change (the section in view) scrolls smoothly to the new tile', () => {
    const { view, trackScrolls } = renderCarousel({ activeId: null, selectedSlug: null });
    expect(trackScrolls).toEqual([]);
    view.rerender(
      <CategoryCarousel
        entries={entries}
        onTap={() => {}}
        isCompact={false}
        activeId="c-5"
        selectedSlug={null}
      />,
    );
    // Hamburguesas, the 5th: 4 × 80 − 155 = 165.
    expect(trackScrolls.at(-1)).toEqual({ left: 165, behavior: 'smooth' });
  });

  it('a tile near the start does not scroll before the track begins', () => {
    const { trackScrolls } = renderCarousel({ activeId: 'c-1', selectedSlug: null });
    expect(trackScrolls.at(-1)).toEqual({ left: 0, behavior: 'instant' });
  });
});
