import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, fromCallback, SimulatedClock } from 'xstate';
import { layoutMachine, type ModalHistoryCommand } from '@/machines/layout/layout.machine';
import { selectOpenModalId } from '@/machines/layout/layout.selectors';
import { expectState } from '@/tests/support/expect-state';

/**
 * Browser back with a sheet open (issue 10 #9): the layout flow keeps one history entry per open sheet
 * through its `modalHistory` actor, and browser back closes the sheet instead of leaving the page.
 */

let actor: Actor<typeof layoutMachine>;
let clock: SimulatedClock;
let commands: ModalHistoryCommand['type'][];
let pressBrowserBack: () => void;

function start() {
  clock = new SimulatedClock();
  commands = [];
  const modalHistory = fromCallback<ModalHistoryCommand>(({ sendBack, receive }) => {
    receive((command) => commands.push(command.type));
    pressBrowserBack = () => sendBack({ type: 'layout.historyBackPressed' });
  });
  actor = createActor(layoutMachine.provide({ actors: { modalHistory } }), {
    input: { viewportWidth: 390 },
    clock,
  }).start();
  clock.increment(3000); // past the splash
}

afterEach(() => actor.stop());

describe('when a sheet opens', () => {
  it('keeps one history entry for it, also when another sheet replaces it', () => {
    start();
    actor.send({ type: 'layout.modalOpened', modalId: 'logout-confirmation' });
    expect(commands).toEqual(['modalHistory.opened']);
    actor.send({ type: 'layout.modalOpened', modalId: 'profile-completion' });
    expect(commands).toEqual(['modalHistory.opened']);
  });

  it('takes the entry back when the app or the diner closes it (button, overlay, Escape)', () => {
    start();
    actor.send({ type: 'layout.modalOpened', modalId: 'logout-confirmation' });
    actor.send({ type: 'layout.modalClosed' });
    expect(commands).toEqual(['modalHistory.opened', 'modalHistory.closed']);
    clock.increment(300);
    actor.send({ type: 'layout.modalOpened', modalId: 'logout-confirmation' });
    actor.send({ type: 'layout.modalDismissRequested' });
    expect(commands).toEqual([
      'modalHistory.opened',
      'modalHistory.closed',
      'modalHistory.opened',
      'modalHistory.closed',
    ]);
  });

  it('keeps an entry for a sheet opened during the close transition of another', () => {
    start();
    actor.send({ type: 'layout.modalOpened', modalId: 'profile-completion' });
    actor.send({ type: 'layout.modalClosed' });
    actor.send({ type: 'layout.modalOpened', modalId: 'profile-congratulations' });
    expect(commands).toEqual(['modalHistory.opened', 'modalHistory.closed', 'modalHistory.opened']);
  });
});

describe('when the diner presses browser back with a sheet open', () => {
  it('closes the sheet; the page stays and no entry is taken back twice', () => {
    start();
    actor.send({ type: 'layout.modalOpened', modalId: 'logout-confirmation' });
    pressBrowserBack();
    expectState(actor, 'modal.closing');
    expect(commands).toEqual(['modalHistory.opened']);
    clock.increment(300);
    expect(selectOpenModalId(actor.getSnapshot())).toBeNull();
  });

  it('keeps a sheet that cannot be dismissed, and its entry', () => {
    start();
    actor.send({ type: 'layout.modalOpened', modalId: 'profile-completion', dismissible: false });
    pressBrowserBack();
    expectState(actor, 'modal.open');
    expect(selectOpenModalId(actor.getSnapshot())).toBe('profile-completion');
    expect(commands).toEqual(['modalHistory.opened', 'modalHistory.opened']);
  });

  it('does nothing when no sheet is open (an ordinary back between pages)', () => {
    start();
    pressBrowserBack();
    expectState(actor, 'modal.closed');
    expect(commands).toEqual([]);
  });
});
