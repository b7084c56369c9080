import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine, fromPromise } from 'xstate';
import { outsideText, textInLanguage } from '@/locales/catalogue';
import {
  branchSelectionMachine,
  type FetchBranchesInput,
  type OpeningState,
} from '@/machines/branches/branch-selection.machine';
import { selectBranchCards } from '@/machines/branches/branch-selection.selectors';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import {
  currentBranchMachine,
  type FetchBranchInput,
} from '@/machines/current-branch/current-branch.machine';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { expectState } from '@/tests/support/expect-state';

/**
 * Issue 11: a branch's own status note is content the server translates (?lang=). branchSelection and
 * currentBranch follow the language flow through the system and ask for their branches again in the diner's
 * new language; Spanish asks exactly as before.
 */

const options = { tableSystem: true, takeawaySystem: true, deliverySystem: true };
const NOTE_ES = 'San Telmo (cerrado por reformas)';
const NOTE_EN = 'San Telmo (closed for renovations)';
const sanTelmo = (note: string): Branch => ({
  id: 'b-4',
  storeId: 'brasa-san-telmo',
  name: 'Brasa San Telmo',
  address: 'Defensa 1000, San Telmo, CABA',
  status: 'close',
  scheduleStatus: note,
  systemOptions: options,
});
const palermo: Branch = {
  id: 'b-1',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850, Palermo, CABA',
  status: 'open',
  scheduleStatus: 'Abierto las 24 hs',
  systemOptions: options,
};
const answerIn = (language: string) => [palermo, sanTelmo(language === 'en' ? NOTE_EN : NOTE_ES)];

/** The language flow's part that others follow: its current language. */
const fakeLanguage = createMachine({
  types: {} as { context: { currentLanguage: string }; events: { type: 'set'; language: string } },
  context: { currentLanguage: 'es' },
  on: { set: { actions: assign({ currentLanguage: ({ event }) => event.language }) } },
});
const recorder = createMachine({ on: { '*': {} } });

let root: AnyActorRef | null = null;
afterEach(() => {
  root?.stop();
  root = null;
});
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Both flows in a system like the app's: the language flow is spawned before them. */
function start(restoredBranch: Branch | null = null) {
  const fetchBranches = vi.fn(async (input: FetchBranchesInput) => answerIn(input.language));
  const fetchBranch = vi.fn(async (input: FetchBranchInput) =>
    sanTelmo(input.language === 'en' ? NOTE_EN : NOTE_ES),
  );
  root = createActor(
    createMachine({
      invoke: [
        { id: 'language', systemId: 'language', src: fakeLanguage },
        { id: 'toasts', systemId: 'toasts', src: recorder },
        { id: 'cart', systemId: 'cart', src: recorder },
        { id: 'layout', systemId: 'layout', src: recorder },
        { id: 'orderPreparation', systemId: 'orderPreparation', src: recorder },
        {
          id: 'currentBranch',
          systemId: 'currentBranch',
          src: currentBranchMachine.provide({
            actors: { fetchBranch: fromPromise(({ input }) => fetchBranch(input as FetchBranchInput)) },
          }),
          input: { brandId: 'brand-1', restored: restoredBranch },
        },
        {
          id: 'branchSelection',
          systemId: 'branchSelection',
          src: branchSelectionMachine.provide({
            actors: {
              readOpeningState: fromPromise<OpeningState, undefined>(async () => ({
                hasReturnPath: true,
                permission: 'prompt',
              })),
              fetchBranches: fromPromise(({ input }) => fetchBranches(input as FetchBranchesInput)),
            },
            actions: { navigate: () => {}, setLocalModeFlags: () => {} },
          }),
          input: { brandId: 'brand-1', multipleMenu: false, restoredPreferences: null },
        },
      ],
    }),
  ).start();
  const get = (id: string) => (root as AnyActorRef).system.get(id) as AnyActorRef;
  return {
    fetchBranches,
    fetchBranch,
    branchSelection: get('branchSelection'),
    currentBranch: get('currentBranch'),
    setLanguage: (language: string) => get('language').send({ type: 'set', language }),
    noteCard: () => selectBranchCards(get('branchSelection').getSnapshot()).find((c) => c.id === 'b-4'),
  };
}

describe('branchSelection in the diner language (issue 11)', () => {
  it('asks for the list in Spanish as before, the note shown as content to translate', async () => {
    const app = start();
    app.branchSelection.send({ type: 'branchSelection.opened' });
    await settle();
    expect(app.fetchBranches).toHaveBeenCalledTimes(1);
    expect(app.fetchBranches).toHaveBeenLastCalledWith({
      brandId: 'brand-1',
      position: null,
      language: 'es',
    });
    expect(app.noteCard()?.scheduleStatus).toEqual(outsideText(NOTE_ES));
  });

  it('asks for the list again when the language changes while it is shown, the note as the server worded it', async () => {
    const app = start();
    app.branchSelection.send({ type: 'branchSelection.opened' });
    await settle();
    app.setLanguage('en');
    await settle();
    expect(app.fetchBranches).toHaveBeenCalledTimes(2);
    expect(app.fetchBranches).toHaveBeenLastCalledWith({
      brandId: 'brand-1',
      position: null,
      language: 'en',
    });
    expectState(app.branchSelection, 'open.ready');
    // Already in English: shown as it came, never sent for translation again.
    expect(app.noteCard()?.scheduleStatus).toEqual(textInLanguage(NOTE_EN));
    // The schedule's own line is still read back into the UI's message.
    const cards = selectBranchCards(app.branchSelection.getSnapshot());
    expect(cards.find((c) => c.id === 'b-1')?.scheduleStatus).toBe('schedule.openAllDay');
    // The same language again asks nothing.
    app.setLanguage('en');
    await settle();
    expect(app.fetchBranches).toHaveBeenCalledTimes(2);
  });

  it('keeps a change made before BASE opens for the first list', async () => {
    const app = start();
    app.setLanguage('fr');
    await settle();
    expect(app.fetchBranches).not.toHaveBeenCalled();
    app.branchSelection.send({ type: 'branchSelection.opened' });
    await settle();
    expect(app.fetchBranches).toHaveBeenCalledTimes(1);
    expect(app.fetchBranches).toHaveBeenLastCalledWith({
      brandId: 'brand-1',
      position: null,
      language: 'fr',
    });
  });
});

describe('currentBranch in the diner language (issue 11)', () => {
  it('asks for the current branch again in the new language, keeping it shown meanwhile', async () => {
    const app = start(sanTelmo(NOTE_ES));
    await settle();
    expect(app.fetchBranch).not.toHaveBeenCalled();
    app.setLanguage('en');
    expect(selectBranch(app.currentBranch.getSnapshot())?.scheduleStatus).toBe(NOTE_ES);
    await settle();
    expect(app.fetchBranch).toHaveBeenCalledTimes(1);
    expect(app.fetchBranch).toHaveBeenLastCalledWith({
      brandId: 'brand-1',
      storeId: 'brasa-san-telmo',
      language: 'en',
    });
    expectState(app.currentBranch, 'idle');
    expect(selectBranch(app.currentBranch.getSnapshot())?.scheduleStatus).toBe(NOTE_EN);
  });

  it('asks nothing without a branch, and loads the next one in the language chosen', async () => {
    const app = start();
    app.setLanguage('en');
    await settle();
    expect(app.fetchBranch).not.toHaveBeenCalled();
    app.currentBranch.send({ type: 'currentBranch.routeOpened', id: 'b-4', storeId: 'brasa-san-telmo' });
    await settle();
    expect(app.fetchBranch).toHaveBeenLastCalledWith({
      brandId: 'brand-1',
      storeId: 'brasa-san-telmo',
      language: 'en',
    });
  });
});
