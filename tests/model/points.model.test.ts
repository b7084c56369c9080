import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pointsModel } from '@/machines/points/points.model';
import { describeModel, withStubbedActors } from '@/tests/support/model-replay';
import { type FlowPath, generatePaths, type PathState } from '@/tools/flow-graph/paths';

// A failed load is logged by design (accounts.md §8); the paths take that step often.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describeModel(pointsModel);

/** Every step of the generated paths with the state it was taken from. */
const takenSteps = (paths: FlowPath[]) =>
  paths.flatMap((path) =>
    path.steps.map((step, i) => ({ from: (i === 0 ? path.initial : path.steps[i - 1]) as PathState, step })),
  );

// `points.refreshRequested` is in the chart and the model, but nothing on the app sends it yet (its app step is
// pending), so no walk on the app checks it. The paths come from the chart: pin what the model says of it, so a
// chart that ignores the refresh, or drops the number meanwhile, fails here.
describe('points QA paths', () => {
  const refresh = pointsModel.steps[2].event;
  const steps = takenSteps(generatePaths(pointsModel));
  const refreshFrom = (state: string) =>
    steps.find(({ from, step }) => from.stateIds.includes(state) && step.event === refresh);

  it('ask for the points again after they loaded: loading, the last number kept meanwhile', () => {
    const taken = refreshFrom('loaded');
    expect(taken?.from.keyContext.availablePoints).toBe(2525.5);
    expect(taken?.step.stateIds).toEqual(['loading']);
    expect(taken?.step.keyContext).toEqual({ userId: 'user-1', availablePoints: 2525.5 });
  });

  it('ask for the points again after a failure: loading, still no number', () => {
    const taken = refreshFrom('failed');
    expect(taken?.step.stateIds).toEqual(['loading']);
    expect(taken?.step.keyContext).toEqual({ userId: 'user-1', availablePoints: null });
  });

  it('a refresh while loading loads again (one step, still loading)', () => {
    expect(refreshFrom('loading')?.step.stateIds).toEqual(['loading']);
  });

  // accounts.md §2.3: guests and no user have no points. The app-model starts with demo@demo.com restored; a
  // restored guest or nobody starts here (the model's one input is the registered diner).
  it.each([
    ['a guest', { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' }],
    ['nobody', null],
  ])('starting with %s: no points and nothing loading', (_, user) => {
    // The start alone (no traversal: a whole generatePaths took 3 s, past the mutation run's 5 s under load).
    const actor = createActor(withStubbedActors(pointsModel.machine), { input: { user } }).start();
    const snapshot = actor.getSnapshot();
    actor.stop();
    expect(snapshot.value).toBe('signedOut');
    expect(pointsModel.keyContext?.(snapshot)).toEqual({ userId: user?._id ?? null, availablePoints: null });
  });
});
