import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { type HeaderSettings, layoutMachine } from '@/machines/layout/layout.machine';
import {
  selectHeader,
  selectIsHeaderHidden,
  selectIsNavBarVisible,
  selectIsSplashShowing,
  selectVisibleModalId,
} from '@/machines/layout/layout.selectors';
import { expectState } from '@/tests/support/expect-state';

let clock: SimulatedClock;
let actor: Actor<typeof layoutMachine>;

function start(viewportWidth = 390) {
  clock = new SimulatedClock();
  actor = createActor(layoutMachine, { input: { viewportWidth }, clock }).start();
}

const scroll = (previousScrollY: number, scrollY: number, touching = false) =>
  actor.send({ type: 'layout.scrolled', previousScrollY, scrollY, touching });

beforeEach(() => start());
afterEach(() => actor.stop());

describe('when the splash is showing', () => {
  it('hides the splash after 2000 ms', () => {
    clock.increment(1999);
    expectState(actor, 'splash.showing');
    clock.increment(1);
    expectState(actor, 'splash.settling');
    expect(selectIsSplashShowing(actor.getSnapshot())).toBe(false);
  });

  it("counts the 2 s from the server's splash: 1500 ms already shown leaves 500 ms (issue 8)", () => {
    actor.stop();
    clock = new SimulatedClock();
    actor = createActor(layoutMachine, { input: { viewportWidth: 390, splashShownMs: 1500 }, clock }).start();
    clock.increment(499);
    expectState(actor, 'splash.showing');
    clock.increment(1);
    expectState(actor, 'splash.settling');
    clock.increment(1000);
    expectState(actor, 'splash.done');
  });

  it('is over at once when the boot came after the 2 s; a value that is no time counts as none', () => {
    for (const [splashShownMs, showsFor] of [
      [2600, 0],
      [Number.NaN, 2000],
      [-50, 2000],
    ] as const) {
      actor.stop();
      clock = new SimulatedClock();
      actor = createActor(layoutMachine, { input: { viewportWidth: 390, splashShownMs }, clock }).start();
      if (showsFor > 0) {
        clock.increment(showsFor - 1);
        expectState(actor, 'splash.showing');
      }
      clock.increment(1);
      expectState(actor, 'splash.settling');
    }
  });

  it('never starts in the splash when the boot came after the 2 s: the first snapshot is already past it', () => {
    for (const splashShownMs of [2000, 2600]) {
      actor.stop();
      clock = new SimulatedClock();
      actor = createActor(layoutMachine, { input: { viewportWidth: 390, splashShownMs }, clock }).start();
      expectState(actor, 'splash.settling');
      expect(selectIsSplashShowing(actor.getSnapshot())).toBe(false);
    }
    actor.stop();
    clock = new SimulatedClock();
    actor = createActor(layoutMachine, { input: { viewportWidth: 390, splashShownMs: 1999 }, clock }).start();
    expectState(actor, 'splash.showing');
  });

  it('sets the second flag 1000 ms after the splash is hidden', () => {
    clock.increment(2000);
    clock.increment(999);
    expectState(actor, 'splash.settling');
    clock.increment(1);
    expectState(actor, 'splash.done');
  });

  it('shows no modal until the splash is gone, then the one requested', () => {
    actor.send({ type: 'layout.modalOpened', modalId: 'logout-confirmation' });
    expect(selectVisibleModalId(actor.getSnapshot())).toBeNull();
    clock.increment(2000);
    expect(selectVisibleModalId(actor.getSnapshot())).toBe('logout-confirmation');
  });
});

describe('when the content scrolls', () => {
  it('keeps the header while scrolling down within the first 50 px', () => {
    scroll(0, 50);
    expectState(actor, 'header.visible');
  });

  it('hides the header when scrolling down past 50 px', () => {
    scroll(40, 51);
    expectState(actor, 'header.scrolledAway');
    expect(selectIsHeaderHidden(actor.getSnapshot())).toBe(true);
  });

  it('does not hide the header when scrolling up below 50 px', () => {
    scroll(200, 120);
    expectState(actor, 'header.visible');
  });

  it('shows the header again at the top', () => {
    scroll(40, 120);
    scroll(120, 0);
    expectState(actor, 'header.visible');
  });

  it('shows the header again when scrolling up while touching, not without touching', () => {
    scroll(40, 300);
    scroll(300, 250, false);
    expectState(actor, 'header.scrolledAway');
    scroll(250, 200, true);
    expectState(actor, 'header.visible');
  });
});

describe('when a text input has focus', () => {
  it('hides the bottom navigation on mobile until the input is left', () => {
    actor.send({ type: 'layout.textInputFocused' });
    expectState(actor, 'navigation.hiddenForTyping');
    expect(selectIsNavBarVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'layout.textInputBlurred' });
    expect(selectIsNavBarVisible(actor.getSnapshot())).toBe(true);
  });

  it('keeps the navigation on desktop', () => {
    actor.stop();
    start(1280);
    actor.send({ type: 'layout.textInputFocused' });
    expect(selectIsNavBarVisible(actor.getSnapshot())).toBe(true);
  });
});

describe('when a modal is open', () => {
  beforeEach(() => clock.increment(2000));

  it('shows one modal at a time: a new one replaces the open one', () => {
    actor.send({ type: 'layout.modalOpened', modalId: 'first' });
    actor.send({ type: 'layout.modalOpened', modalId: 'second' });
    expectState(actor, 'modal.open');
    expect(selectVisibleModalId(actor.getSnapshot())).toBe('second');
  });

  it('closes a dismissible modal on a dismiss request, over 300 ms', () => {
    actor.send({ type: 'layout.modalOpened', modalId: 'logout-confirmation' });
    actor.send({ type: 'layout.modalDismissRequested' });
    expectState(actor, 'modal.closing');
    clock.increment(299);
    expect(actor.getSnapshot().context.currentModalId).toBe('logout-confirmation');
    clock.increment(1);
    expectState(actor, 'modal.closed');
    expect(actor.getSnapshot().context.currentModalId).toBeNull();
  });

  it('ignores dismiss requests for a non-dismissible modal, which closes only by its own button', () => {
    actor.send({ type: 'layout.modalOpened', modalId: 'profile-completion', dismissible: false });
    actor.send({ type: 'layout.modalDismissRequested' });
    expectState(actor, 'modal.open');
    actor.send({ type: 'layout.modalClosed' });
    expectState(actor, 'modal.closing');
  });

  it('opens a new modal while the previous one is closing', () => {
    actor.send({ type: 'layout.modalOpened', modalId: 'first' });
    actor.send({ type: 'layout.modalClosed' });
    actor.send({ type: 'layout.modalOpened', modalId: 'second' });
    clock.increment(300);
    expectState(actor, 'modal.open');
    expect(selectVisibleModalId(actor.getSnapshot())).toBe('second');
  });
});

describe('when a screen sets the header', () => {
  it('blanks a title given as an object, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Text is a catalogue key or content `{text}` (docs/i18n.md); any other object is not text.
    const notText = { es: 'Menú', en: 'Menu' } as unknown as HeaderSettings['title'];
    actor.send({ type: 'layout.headerChanged', header: { title: notText, subTitle: { text: 'Centro' } } });
    expect(selectHeader(actor.getSnapshot())).toMatchObject({ title: '', subTitle: { text: 'Centro' } });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps a text title without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    actor.send({
      type: 'layout.headerChanged',
      header: { title: { text: 'Menú' }, subTitle: 'shell.nav.home' },
    });
    expect(selectHeader(actor.getSnapshot())).toMatchObject({
      title: { text: 'Menú' },
      subTitle: 'shell.nav.home',
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('when back is pressed on a screen that guards leaving (header.backEvent)', () => {
  it("forwards the screen's event to its flow; without backEvent nothing is sent", async () => {
    const { createMachine } = await import('xstate');
    const told: string[] = [];
    const guard = createMachine({
      on: {
        '*': {
          actions: ({ event }) => {
            told.push(event.type);
          },
        },
      },
    });
    const root = createActor(
      createMachine({
        invoke: [
          { id: 'layout', systemId: 'layout', src: layoutMachine },
          { id: 'menuBrowsing', systemId: 'menuBrowsing', src: guard },
        ],
      }),
    ).start();
    const layout = root.system.get('layout') as Actor<typeof layoutMachine>;
    layout.send({ type: 'layout.headerChanged', header: { goBack: '/' } });
    layout.send({ type: 'layout.backPressed' });
    expect(told).toEqual([]);
    layout.send({
      type: 'layout.headerChanged',
      header: { backEvent: { to: 'menuBrowsing', type: 'menuBrowsing.backPressed' } },
    });
    layout.send({ type: 'layout.backPressed' });
    expect(told).toEqual(['menuBrowsing.backPressed']);
    root.stop();
  });
});

describe("when a bottom navigation item is pressed (layout.navigationRequested, ordering.md §2 'Leave guard')", () => {
  it("navigates to the item's path; towards a guarded screen's goBack the screen's flow decides (via 'navBar')", async () => {
    const { createMachine } = await import('xstate');
    const told: unknown[] = [];
    const navigate = vi.fn();
    const guard = createMachine({
      on: {
        '*': {
          actions: ({ event }) => {
            told.push(event);
          },
        },
      },
    });
    const root = createActor(
      createMachine({
        invoke: [
          {
            id: 'layout',
            systemId: 'layout',
            src: layoutMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }),
          },
          { id: 'menuBrowsing', systemId: 'menuBrowsing', src: guard },
        ],
      }),
    ).start();
    const layout = root.system.get('layout') as Actor<typeof layoutMachine>;
    // An unguarded screen: 'Inicio' goes to BASE.
    layout.send({ type: 'layout.navigationRequested', to: '/' });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/' });
    // The branch home: back to BASE is guarded, so 'Inicio' (BASE) is the flow's to decide; 'Puntos' is not.
    layout.send({
      type: 'layout.headerChanged',
      header: { goBack: '/', backEvent: { to: 'menuBrowsing', type: 'menuBrowsing.backPressed' } },
    });
    layout.send({ type: 'layout.navigationRequested', to: '/' });
    expect(told).toEqual([{ type: 'menuBrowsing.backPressed', via: 'navBar' }]);
    expect(navigate).toHaveBeenCalledTimes(1);
    layout.send({ type: 'layout.navigationRequested', to: '/puntos' });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/puntos' });
    expect(told).toHaveLength(1);
    root.stop();
  });
});
