import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { notifySignedIn } from '@/machines/session/notify-signed-in';
import { type MissingSystemActorReporter, reportMissingSystemActorsWith } from '@/machines/system-actors';
import { showToast } from '@/machines/toasts/show-toast';
import type { User } from '@/machines/types';

// A flow alone (no toasts, no session in its system) runs its notify actions as no-ops; the app hears about
// it when it asks to (in development), so a flow the root actor forgot to spawn is not a silent bug.

const lonelyFlow = setup({
  actions: {
    toast: showToast('success', { text: 'Listo' }),
    signedIn: notifySignedIn(),
  },
}).createMachine({
  on: {
    done: { actions: ['toast', { type: 'signedIn', params: { user: { _id: 'u1' } as User } }] },
  },
});

describe('missing system actors', () => {
  it('are reported with what the flow wanted, once the app asks to hear it', () => {
    const reports: Parameters<MissingSystemActorReporter>[0][] = [];
    const stop = reportMissingSystemActorsWith((report) => reports.push(report));
    try {
      createActor(lonelyFlow).start().send({ type: 'done' });
    } finally {
      stop();
    }
    expect(reports).toEqual([
      { systemId: 'toasts', purpose: 'show a toast' },
      { systemId: 'session', purpose: 'hand over the signed-in user' },
    ]);
  });

  it('are not reported when present, nor after the reporter is removed', () => {
    const reports: unknown[] = [];
    const stop = reportMissingSystemActorsWith((report) => reports.push(report));
    stop();
    createActor(lonelyFlow).start().send({ type: 'done' });
    expect(reports).toEqual([]);
    const present = setup({
      actors: { toastList: setup({}).createMachine({}) },
      actions: { toast: showToast('info', { text: 'Hola' }) },
    }).createMachine({
      invoke: { src: 'toastList', systemId: 'toasts' },
      on: { done: { actions: 'toast' } },
    });
    const stopAgain = reportMissingSystemActorsWith((report) => reports.push(report));
    try {
      createActor(present).start().send({ type: 'done' });
    } finally {
      stopAgain();
    }
    expect(reports).toEqual([]);
  });
});
