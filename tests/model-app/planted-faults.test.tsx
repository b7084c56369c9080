// @vitest-environment happy-dom
/**
 * Proof that the runner on the real app can fail (issue 9): the three behaviour faults that the pure replay
 * (tests/model) let through are planted, each in a copy of its machine (the module is mocked for this test
 * only; no source file changes), and the generated paths are walked on the app. The copy feeds both the
 * path generator (through the human model, as a faulty chart would) and the running app. Each fault must
 * make a path fail; the path that caught it must pass without the fault, so the failure is the fault's.
 *
 * (a) a 400 answer on sign-in shown under the e-mail instead of the password;
 * (b) a failed password reset sending the diner to the signed-in state;
 * (c) the splash shortened to 1.5 s.
 * Then one per flow converted later: (d) support, (e) sendOrder, (f) toasts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, assign, createMachine } from 'xstate';
import { outsideText } from '@/locales/catalogue';
import type { AppFlowModel } from '@/machines/app-model';
import { readApiFailure } from '@/machines/rules/api-failure';
import type { FlowPath } from '@/tools/flow-graph/paths';

type Loaded = {
  appModel: AppFlowModel;
  runAppPath: (appModel: AppFlowModel, path: FlowPath) => Promise<void>;
  paths: FlowPath[];
};

/** Loads the runner, the executable model and its generated paths afresh (after a module mock). */
async function load(appModelModule: string, exportName: string): Promise<Loaded> {
  vi.resetModules();
  const { runAppPath } = await import('./app-runner');
  const { generatePaths } = await import('@/tools/flow-graph/paths');
  const appModel = (await import(/* @vite-ignore */ appModelModule))[exportName] as AppFlowModel;
  return { appModel, runAppPath, paths: generatePaths(appModel.model) };
}

/** Walks the paths until one fails; returns it and the failure (or null: the fault survived). */
async function firstFailure({ appModel, runAppPath, paths }: Loaded) {
  for (const path of paths) {
    try {
      await runAppPath(appModel, path);
    } catch (error) {
      return { path, message: error instanceof Error ? error.message : String(error) };
    }
  }
  return null;
}

/** Plants a fault with `vi.doMock`, expects the app runner to catch it, and checks the catching path clean. */
async function expectCaught(
  machineModule: string,
  plant: (original: Record<string, unknown>) => Record<string, unknown>,
  appModelModule: string,
  exportName: string,
  /** After each fresh load: what the flow's suite arranges before its paths (a route group, a stand-in). */
  prepare?: () => Promise<void>,
) {
  vi.doMock(machineModule, async (importOriginal) => plant(await importOriginal<Record<string, unknown>>()));
  const faulty = await load(appModelModule, exportName);
  await prepare?.();
  const caught = await firstFailure(faulty);
  vi.doUnmock(machineModule);
  expect(caught, 'the planted fault survived every path on the app').not.toBeNull();
  // Without the fault the same walk passes: the failure was the fault's, not the harness's.
  const clean = await load(appModelModule, exportName);
  await prepare?.();
  const same = clean.paths.find((p) => p.title === caught?.path.title);
  if (same) await clean.runAppPath(clean.appModel, same);
  if (process.env.PLANTED_FAULTS_LOG) console.log(`CAUGHT path ${caught?.path.index}: ${caught?.message}`);
  return caught?.message ?? '';
}

afterEach(() => {
  vi.resetModules();
});

describe('planted behaviour faults make the runner on the real app fail', () => {
  it('(a) a 400 answer on sign-in shown under the e-mail instead of the password', async () => {
    const message = await expectCaught(
      '@/machines/sign-in/sign-in.machine',
      (original) => ({
        ...original,
        signInMachine: (original.signInMachine as AnyStateMachine).provide({
          actions: {
            showServerError: assign(({ context }, params: { field: string; error: unknown }) => {
              const field = params.field === 'password' ? 'email' : params.field; // the fault
              const text = readApiFailure(params.error).message;
              return { errors: { ...context.errors, [field]: text ? outsideText(text) : 'signIn.failed' } };
            }),
          },
        } as never),
      }),
      '@/machines/sign-in/sign-in.app-model',
      'signInAppModel',
    );
    expect(message).toContain('La contraseña es incorrecta');
  }, 120_000);

  it('(b) a failed password reset sends the diner to the signed-in state', async () => {
    const message = await expectCaught(
      '@/machines/password-recovery/password-recovery.machine',
      (original) => {
        const machine = original.passwordRecoveryMachine as AnyStateMachine;
        type Node = Record<string, unknown> & {
          states: Record<string, Node>;
          invoke: Record<string, unknown>;
        };
        const config = machine.config as unknown as Node;
        const newPassword = config.states.newPassword;
        const resetting = newPassword.states.resetting;
        const onError = resetting.invoke.onError as unknown[];
        const faultyConfig = {
          ...config,
          states: {
            ...config.states,
            newPassword: {
              ...newPassword,
              states: {
                ...newPassword.states,
                resetting: {
                  ...resetting,
                  // The fault: the last branch (a refused reset) goes to the signed-in state.
                  invoke: {
                    ...resetting.invoke,
                    onError: [onError[0], { target: '#passwordRecovery.done' }],
                  },
                },
              },
            },
          },
        };
        return {
          ...original,
          passwordRecoveryMachine: createMachine(faultyConfig as never, machine.implementations as never),
        };
      },
      '@/machines/password-recovery/password-recovery.app-model',
      'passwordRecoveryAppModel',
    );
    expect(message).toContain('The server answers that the link is no longer valid');
  }, 180_000);

  it('(c) the splash shortened to 1.5 s', async () => {
    const message = await expectCaught(
      '@/machines/layout/layout.machine',
      (original) => ({
        ...original,
        layoutMachine: (original.layoutMachine as AnyStateMachine).provide({
          delays: { splashDuration: 1500 },
        } as never),
      }),
      '@/machines/layout/layout.app-model',
      'layoutAppModel',
    );
    expect(message).toContain('1 ms before the 2000 ms are up');
  }, 120_000);

  it('(d) support: a subject too short shows no message under Asunto while it is typed', async () => {
    const message = await expectCaught(
      '@/machines/support/support.machine',
      (original) => ({
        ...original,
        supportMachine: (original.supportMachine as AnyStateMachine).provide({
          actions: {
            // The fault: the subject is stored but its field is never marked as edited.
            changeSubject: assign(({ event }) =>
              event.type === 'support.subjectChanged' ? { subject: event.value } : {},
            ),
          },
        } as never),
      }),
      '@/machines/support/support.app-model',
      'supportAppModel',
    );
    expect(message).toContain('Por favor ingresa un asunto');
  }, 120_000);

  it("(e) sendOrder: 'Cancelar orden' shown for 4 s instead of the first 3 s", async () => {
    const message = await expectCaught(
      '@/machines/send-order/send-order.machine',
      (original) => ({
        ...original,
        sendOrderMachine: (original.sendOrderMachine as AnyStateMachine).provide({
          delays: { cancelVisible: 4000 },
        } as never),
      }),
      '@/machines/send-order/send-order.app-model',
      'sendOrderAppModel',
      async () => {
        // As tests/model-app/send-order.app.test.tsx does, in the fresh module graph.
        await import('@/src/app/route-groups/checkout-screens');
        (await import('./payment-browser')).installPaymentBrowser();
      },
    );
    expect(message).toContain('1 ms before the 3500 ms are up');
  }, 120_000);

  it('(f) toasts: a toast closes itself after 4 s instead of 5 s', async () => {
    const message = await expectCaught(
      '@/machines/toasts/toasts.machine',
      (original) => {
        const toast = (original.toastMachine as AnyStateMachine).provide({
          delays: { toastDuration: 4000 },
        } as never);
        return {
          ...original,
          toastMachine: toast,
          toastsMachine: (original.toastsMachine as AnyStateMachine).provide({ actors: { toast } } as never),
        };
      },
      '@/machines/toasts/toasts.app-model',
      'toastsAppModel',
    );
    expect(message).toContain('1 ms before the 5000 ms are up');
  }, 120_000);
});
