import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import type { FlowModel } from '@/machines/flow-model';
import { replayPath } from '@/tests/support/model-replay';
import { toMermaid } from '@/tools/flow-graph/mermaid';
import { generatePaths } from '@/tools/flow-graph/paths';

/**
 * The toolchain on a machine shaped like the ones still to come (payment verification with retries):
 * nested and parallel states, `always` with a guard, a delay that is a function of context, an invoked
 * promise actor and a final state.
 */
const verification = setup({
  types: { context: {} as { attempt: number } },
  actors: { verifyPayment: fromPromise<string>(async () => 'never called') },
  delays: { retryDelay: ({ context }) => 1500 * context.attempt },
  guards: { canRetry: ({ context }) => context.attempt < 2 },
}).createMachine({
  id: 'verification',
  context: { attempt: 1 },
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      states: {
        payment: {
          initial: 'verifying',
          states: {
            verifying: {
              invoke: {
                id: 'verifyPayment',
                src: 'verifyPayment',
                onDone: '#verification.paid',
                onError: 'deciding',
              },
            },
            deciding: {
              always: [{ guard: 'canRetry', target: 'awaitingRetry' }, { target: '#verification.failed' }],
            },
            awaitingRetry: {
              after: {
                retryDelay: {
                  target: 'verifying',
                  actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
                },
              },
            },
          },
        },
        hint: { initial: 'hidden', states: { hidden: { after: { 2000: 'shown' } }, shown: {} } },
      },
    },
    paid: { type: 'final' },
    failed: { on: { 'payment.restarted': 'running' } },
  },
});

const model: FlowModel = {
  id: 'verification',
  title: 'Verification (test machine)',
  summary: 'A synthetic chart for the toolchain tests.',
  machine: verification,
  start: 'Pay',
  steps: [
    { event: { type: 'xstate.done.actor.verifyPayment', output: 'ok' }, step: 'The payment is confirmed' },
    {
      event: { type: 'xstate.error.actor.verifyPayment', error: new Error('pending') },
      step: 'Not confirmed yet',
    },
    { event: { type: 'xstate.after.retryDelay.verification.running.payment.awaitingRetry' }, step: 'Wait' },
    { event: { type: 'xstate.after.2000.verification.running.hint.hidden' }, step: 'Wait 2 s' },
    { event: { type: 'payment.restarted' }, step: 'Tap retry' },
  ],
  expectations: {},
  keyContext: (s) => ({ attempt: s.context.attempt }),
};

describe('the toolchain on a machine with every kind of transition', () => {
  const paths = generatePaths(model);

  it('reaches the final state, the retry and the failure', () => {
    const ends = paths.flatMap((p) => p.steps.map((s) => s.stateIds.join(',')));
    expect(ends).toContain('paid');
    expect(ends).toContain('failed');
    expect(ends.some((e) => e.includes('running.payment.awaitingRetry'))).toBe(true);
    expect(paths.some((p) => p.steps.some((s) => s.passedThrough.includes('running.payment.deciding')))).toBe(
      true,
    );
  });

  it('orders timers as a real clock would', () => {
    // The hint shows at 2000 ms; the first retry waits 1500 ms: a path may not wait for the hint first
    // while a retry is pending that fires before it.
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.event.type.includes('retryDelay')) expect(step.atMs).toBeGreaterThanOrEqual(1500);
      }
    }
    const retryAt = paths.flatMap((p) =>
      p.steps.filter((s) => s.event.type.includes('retryDelay')).map((s) => s.atMs),
    );
    expect(retryAt).toContain(1500);
  });

  it('replays every path on the real actor', () => {
    for (const path of paths) replayPath(model, path);
  });

  it('draws the always, after and invocation edges', () => {
    const text = toMermaid(verification);
    expect(text).toContain('running_payment_deciding --> running_payment_awaitingRetry : always [canRetry]');
    expect(text).toContain('running_payment_awaitingRetry --> running_payment_verifying : after retryDelay');
    expect(text).toContain('running_hint_hidden --> running_hint_shown : after 2000 ms');
    expect(text).toContain('running_payment_verifying --> paid : done: verifyPayment');
    expect(text).toContain('paid --> [*]');
  });
});
