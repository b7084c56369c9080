// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Actor,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  createActor,
  fromCallback,
  fromPromise,
  waitFor,
} from 'xstate';
import { appMachine } from '@/machines/app/app.machine';
import type { RouteFlowId } from '@/machines/app/app-flows';
import { branchSelectionMachine } from '@/machines/branches/branch-selection.machine';
import type { OpeningState } from '@/machines/branches/branch-selection.setup';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import type { Brand } from '@/machines/types';
import { selectPersistedState } from '@/src/adapters/persistence';
import { AppActorProvider } from '@/src/app/app-context';
import { usePreferredConsumeType } from '@/src/app/hooks';

/**
 * BASE's branchSelection flow is a route flow (loaded with BASE's screen, docs/performance.md "BASE's flow off
 * the first load"). Its readers must not notice: the menu's prices, the product, the summary's suggestions and
 * checkout read the preferred consume type through `usePreferredConsumeType` (the saved one until the flow runs,
 * then the flow's); the active-orders watcher's message reaches it through its mailbox; the persisted slice is
 * cleared without multipleMenu as the flow would.
 */
const brand = (multipleMenu: boolean): Brand => ({
  _id: 'brand-1',
  domain: 'localhost',
  appName: 'Demo',
  businessType: 'b2c',
  multipleMenu,
  colors: [],
});
const palermo: Branch = {
  id: 'b-palermo',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850, Palermo, CABA',
  status: 'open',
  systemOptions: {
    tableSystem: true,
    takeawaySystem: true,
    deliverySystem: true,
    deliveryPropio: { activo: false, name: '' },
  },
};
const saved = {
  consumePreferences: { preferredConsumeType: 'takeawaySystem', lastSelectedLocalId: 'b-palermo' },
};

/** BASE's flow with stand-in effects: the return path exists (no reset), one branch, no navigation. */
const baseFlow = branchSelectionMachine.provide({
  actors: {
    readOpeningState: fromPromise<OpeningState, undefined>(async () => ({
      hasReturnPath: true,
      permission: 'prompt',
    })),
    fetchBranches: fromPromise(async () => [palermo]),
  },
  actions: { navigate: () => {}, setLocalModeFlags: () => {}, removeQrData: () => {} },
});

let app: Actor<typeof appMachine> | undefined;
afterEach(() => {
  cleanup();
  app?.stop();
  app = undefined;
});

/** The root actor; BASE's code arrives when `release` is called (never for the other route flows). */
function startApp(multipleMenu: boolean) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const machine = appMachine.provide({
    actors: {
      loadPersistedState: fromPromise<unknown, undefined>(async () => saved),
      fetchBrand: fromPromise(async () => brand(multipleMenu)),
      loadRouteFlow: fromCallback<AnyEventObject, { flow: RouteFlowId }>(({ input, sendBack }) => {
        if (input.flow === 'branchSelection')
          void arrived.then(() =>
            sendBack({ type: 'app.flowLoaded', flow: 'branchSelection', logic: baseFlow as AnyActorLogic }),
          );
      }),
    },
  });
  app = createActor(machine, {
    input: { domain: 'localhost', preloadedBrand: null, viewportWidth: 390 },
  }).start();
  return { app, release };
}

function Price() {
  return <output>{String(usePreferredConsumeType())}</output>;
}
const shown = () => screen.getByRole('status').textContent;
const children = (actor: Actor<typeof appMachine>) =>
  actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;

describe("BASE's flow loaded with its screen", () => {
  it('is not spawned at start; the readers get the saved preference until it runs, then its choice', async () => {
    const { app, release } = startApp(true);
    await waitFor(app, (s) => s.matches('ready'));
    expect(children(app).branchSelection).toBeUndefined();
    render(
      <AppActorProvider actor={app}>
        <Price />
      </AppActorProvider>,
    );
    // The menu's prices before BASE ever opens in this visit (a reload on MENU).
    expect(shown()).toBe('takeawaySystem');

    // BASE opens: the flow loads, starts from the same saved slice, and the diner chooses delivery.
    await act(async () => {
      app.send({
        type: 'app.flowOpened',
        flow: 'branchSelection',
        event: { type: 'branchSelection.opened' },
      });
      release();
      await waitFor(app, (s) => Boolean((s.children as Record<string, unknown>).branchSelection));
    });
    const flow = children(app).branchSelection as AnyActorRef;
    await waitFor(flow, (s) => s.matches({ open: 'ready' }));
    expect(shown()).toBe('takeawaySystem');
    await act(async () => {
      flow.send({ type: 'branchSelection.modeChosen', branchId: 'b-palermo', mode: 'deliverySystem' });
    });
    expect(shown()).toBe('deliverySystem');
  });

  it("keeps the active-orders watcher's message in its mailbox and hands it over once it runs", async () => {
    const { app, release } = startApp(true);
    await waitFor(app, (s) => s.matches('ready'));
    const mailbox = app.system.get('branchSelection') as AnyActorRef;
    expect(mailbox).toBeDefined();
    mailbox.send({ type: 'branchSelection.activeOrderBranchChanged', branchId: 'b-palermo' });
    release();
    await waitFor(app, (s) => Boolean((s.children as Record<string, unknown>).branchSelection));
    const flow = app.system.get('branchSelection') as AnyActorRef;
    expect(flow).not.toBe(mailbox);
    expect(flow.getSnapshot().context.activeOrderBranchId).toBe('b-palermo');
  });

  it('without multipleMenu, the saved preference is dropped for the readers and in the saved slice before it runs', async () => {
    const { app } = startApp(false);
    await waitFor(app, (s) => s.matches('ready'));
    expect(children(app).branchSelection).toBeUndefined();
    render(
      <AppActorProvider actor={app}>
        <Price />
      </AppActorProvider>,
    );
    expect(shown()).toBe('null');
    expect(selectPersistedState(app.getSnapshot())?.consumePreferences).toEqual({
      preferredConsumeType: null,
      lastSelectedLocalId: null,
    });
  });
});
