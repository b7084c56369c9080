import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { textIn } from '@/locales/catalogue';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';

let clock: SimulatedClock;
let actor: Actor<typeof toastsMachine>;

// Messages from outside the catalogue ({text}) keep these tests about the list, not the texts.
const show = (text: string) => actor.send({ type: 'toast.shown', kind: 'info', message: { text } });
const messages = () => selectToasts(actor.getSnapshot()).map((t) => textIn({}, t.message));

beforeEach(() => {
  clock = new SimulatedClock();
  actor = createActor(toastsMachine, { clock }).start();
});
afterEach(() => actor.stop());

describe('when toasts are shown', () => {
  it('appends the newest last', () => {
    show('first');
    show('second');
    expect(messages()).toEqual(['first', 'second']);
  });

  it('closes each toast 5000 ms after it was shown', () => {
    show('first');
    clock.increment(3000);
    show('second');
    clock.increment(1999);
    expect(messages()).toEqual(['first', 'second']);
    clock.increment(1);
    expect(messages()).toEqual(['second']);
    clock.increment(3000);
    expect(messages()).toEqual([]);
  });

  it('defaults the kind', () => {
    actor.send({ type: 'toast.shown', message: { text: 'plain' } });
    expect(selectToasts(actor.getSnapshot())[0].kind).toBe('default');
  });
});

describe('when a toast is dismissed', () => {
  it('removes only that toast, by id, and stops its timer', () => {
    show('first');
    show('second');
    const [first] = selectToasts(actor.getSnapshot());
    actor.send({ type: 'toast.dismissed', id: first.id });
    expect(messages()).toEqual(['second']);
    expect(actor.getSnapshot().children[first.id]).toBeUndefined();
  });

  it('ignores an unknown id', () => {
    show('first');
    actor.send({ type: 'toast.dismissed', id: 'toast-99' });
    expect(messages()).toEqual(['first']);
  });
});
