import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { layoutMachine } from '@/machines/layout/layout.machine';
import { selectBottomArea, selectIsHeaderSlidAway } from '@/machines/layout/layout.selectors';

function startLayout() {
  const actor = createActor(layoutMachine, { input: { viewportWidth: 390 } });
  actor.start();
  return actor;
}

describe('shell selectors on the real layout actor', () => {
  it('slides the header away when scrolled away or while the screen is loading', () => {
    const actor = startLayout();
    expect(selectIsHeaderSlidAway(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'layout.scrolled', scrollY: 120, previousScrollY: 40, touching: true });
    expect(selectIsHeaderSlidAway(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'layout.scrolled', scrollY: 0, previousScrollY: 120, touching: false });
    expect(selectIsHeaderSlidAway(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'layout.headerChanged', header: { isLoading: true } });
    expect(selectIsHeaderSlidAway(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('prefers the menu button, then the checkout bar, then the navigation', () => {
    const actor = startLayout();
    expect(selectBottomArea(actor.getSnapshot())).toBe('nav-bar');
    actor.send({ type: 'layout.pageChanged', page: { checkoutBar: true } });
    expect(selectBottomArea(actor.getSnapshot())).toBe('checkout-bar');
    actor.send({ type: 'layout.pageChanged', page: { menuBtn: '/menu' } });
    expect(selectBottomArea(actor.getSnapshot())).toBe('menu-button');
    actor.stop();
  });
});
