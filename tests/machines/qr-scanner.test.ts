import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  type CameraCommand,
  type CameraPermissionState,
  QR_SCANNER_PERMISSION_MODAL_ID,
  qrScannerMachine,
} from '@/machines/qr-scanner/qr-scanner.machine';
import type { CameraDevice } from '@/machines/qr-scanner/qr-scanner.rules';
import {
  selectCameraPreview,
  selectCanSwitchCamera,
  selectCanToggleFlash,
  selectIsFlashOn,
  selectScannerError,
  selectScannerStatus,
} from '@/machines/qr-scanner/qr-scanner.selectors';
import { expectState } from '@/tests/support/expect-state';

/**
 * The table QR scanner by state (ordering.md §2 "Table selection", §4 "QR scanner", §5 "Table QR", §8 "Camera,
 * QR and maps", §9 "QR scanner"), in a system like the app's (recording layout and cart), on a SimulatedClock.
 * Timings are the spec's numbers written here, checked 1 ms before they elapse.
 */
const PALERMO = { id: 'b-palermo', storeId: 'brasa-palermo', name: 'Brasa Palermo' };
const tableUrl = (params: Record<string, string>) =>
  `https://brasa.example/?${new URLSearchParams(params).toString()}`;
const PALERMO_TABLE = tableUrl({
  table: '7',
  table_id: 't-7',
  branch_id: PALERMO.id,
  store_id: PALERMO.storeId,
});
const BELGRANO_TABLE = tableUrl({
  table: '2',
  table_id: 't-2',
  branch_id: 'b-belgrano',
  store_id: 'brasa-belgrano',
});
const FRONT: CameraDevice = { id: 'cam-front', label: 'Front Camera' };
const BACK: CameraDevice = { id: 'cam-back', label: 'Back Camera' };
const PREVIEW = { kind: 'preview' };

const recorder = createMachine({
  types: {} as { context: { events: Array<{ type: string } & Record<string, unknown>> } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

interface Controls {
  permission: () => Promise<CameraPermissionState>;
  access: () => Promise<void>;
  listings: Array<() => Promise<CameraDevice[]>>;
}

const roots: AnyActorRef[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.stop();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(controls: Partial<Controls> = {}) {
  const c: Controls = {
    permission: async () => 'prompt',
    access: async () => {},
    listings: [async () => [FRONT, BACK]],
    ...controls,
  };
  const navigate = vi.fn();
  const listCameras = vi.fn(() => (c.listings.length > 1 ? c.listings.shift() : c.listings[0])?.() ?? []);
  const requestCameraAccess = vi.fn(() => c.access());
  const cameraCommands: CameraCommand[] = [];
  const cameraStarts: Array<string | null> = [];
  let cameraRunning = 0;
  const flow = qrScannerMachine.provide({
    actors: {
      queryCameraPermission: neverRejectingRead('qrScanner', 'queryCameraPermission', 'unknown', () =>
        c.permission(),
      ),
      requestCameraAccess: fromPromise(() => requestCameraAccess()),
      listCameras: fromPromise(async () => listCameras()),
      camera: fromCallback<CameraCommand, { cameraId: string | null }>(({ input, receive }) => {
        cameraStarts.push(input.cameraId);
        cameraRunning += 1;
        receive((command) => cameraCommands.push(command));
        return () => {
          cameraRunning -= 1;
        };
      }),
    },
    actions: { navigate: (_, params) => navigate(params) },
  });
  const clock = new SimulatedClock();
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'cart', systemId: 'cart', src: recorder },
        { id: 'layout', systemId: 'layout', src: recorder },
        { id: 'qrScanner', systemId: 'qrScanner', src: flow },
      ],
    }),
    { clock },
  ).start();
  roots.push(root);
  const system = root.system;
  const actor = system.get('qrScanner') as AnyActorRef;
  const eventsOf = (id: string) =>
    (system.get(id) as AnyActorRef).getSnapshot().context.events as Array<
      { type: string } & Record<string, unknown>
    >;
  const snapshot = () => actor.getSnapshot();
  const status = () => {
    const key = selectScannerStatus(snapshot());
    return key ? textIn(es, key) : null;
  };
  const error = () => {
    const view = selectScannerError(snapshot());
    return view ? textIn(es, { key: view.message, values: { branch: view.branchName ?? '' } }) : null;
  };
  return {
    actor,
    clock,
    navigate,
    listCameras,
    requestCameraAccess,
    cameraCommands,
    cameraStarts,
    cameraRunning: () => cameraRunning,
    eventsOf,
    snapshot,
    status,
    error,
    stop: () => root.stop(),
  };
}

type App = ReturnType<typeof start>;

async function open(app: App, branch: typeof PALERMO | null = PALERMO) {
  app.actor.send({ type: 'qrScanner.opened', branch });
  await settle();
}

/** From the opening to the scanning camera, permission granted before. */
async function toReady(app: App) {
  await open(app);
  app.clock.increment(1000);
  await settle();
  app.clock.increment(1000);
  await settle();
  app.actor.send({ type: 'camera.started', preview: PREVIEW, hasFlash: false });
  expectState(app.actor, 'camera.ready');
}

describe('initializing', () => {
  it("shows the permission modal ('Permitir acceso a la cámara', not dismissible) while the permission is not granted", async () => {
    const app = start();
    await open(app);
    expectState(app.actor, 'initializing.askingPermission');
    expect(app.status()).toBe('Iniciando Camara');
    expect(app.eventsOf('layout')).toContainEqual({
      type: 'layout.modalOpened',
      modalId: QR_SCANNER_PERMISSION_MODAL_ID,
      dismissible: false,
    });
    expect(app.requestCameraAccess).not.toHaveBeenCalled();
  });

  it("asks as for an 'unknown' permission when the browser's query fails (the read never fails)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new TypeError("'camera' is not a valid PermissionName");
    const runs = await Promise.all(
      [
        start({ permission: async () => 'unknown' }),
        start({ permission: () => Promise.reject(failure) }),
      ].map(async (app) => {
        await open(app);
        return { value: app.snapshot().value, layout: app.eventsOf('layout'), status: app.status() };
      }),
    );
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[1].value).toEqual({ initializing: 'askingPermission' });
    expect(warn).toHaveBeenCalledWith(
      'qrScanner: queryCameraPermission: the read failed, taken as nothing stored',
      failure,
    );
    warn.mockRestore();
  });

  it('skips the modal when the camera is already allowed', async () => {
    const app = start({ permission: async () => 'granted' });
    await open(app);
    expectState(app.actor, 'initializing.delaying');
    expect(app.eventsOf('layout')).toEqual([]);
  });

  it('Aceptar closes the modal and asks the browser; 1 s later the cameras are listed, 1 s later the back camera starts', async () => {
    const app = start();
    await open(app);
    app.actor.send({ type: 'qrScanner.permissionAccepted' });
    expect(app.eventsOf('layout').at(-1)).toEqual({ type: 'layout.modalClosed' });
    await settle();
    expect(app.requestCameraAccess).toHaveBeenCalledTimes(1);
    app.clock.increment(999);
    await settle();
    expect(app.listCameras).not.toHaveBeenCalled();
    app.clock.increment(1);
    await settle();
    expect(app.listCameras).toHaveBeenCalledTimes(1);
    app.clock.increment(999);
    expect(app.cameraStarts).toEqual([]);
    app.clock.increment(1);
    expect(app.cameraStarts).toEqual(['cam-back']);
    expectState(app.actor, 'camera.starting');
    expect(app.status()).toBe('Iniciando Camara');
  });

  it("Cancelar shows 'No se pudo acceder a la cámara, verifique los permisos.' with no camera asked", async () => {
    const app = start();
    await open(app);
    app.actor.send({ type: 'qrScanner.permissionCancelled' });
    expectState(app.actor, 'error');
    expect(app.error()).toBe('No se pudo acceder a la cámara, verifique los permisos.');
    expect(app.status()).toBeNull();
    expect(app.requestCameraAccess).not.toHaveBeenCalled();
    expect(app.eventsOf('layout').at(-1)).toEqual({ type: 'layout.modalClosed' });
  });

  it('the browser refusing (NotAllowedError) is the blocked message; any other failure the access message', async () => {
    const denied = start({
      access: async () => {
        throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
      },
    });
    await open(denied);
    denied.actor.send({ type: 'qrScanner.permissionAccepted' });
    await settle();
    expect(denied.error()).toBe(
      'El acceso a la cámara fue bloqueado, por favor habilítelo desde los permisos del navegador',
    );
    denied.stop();

    const busy = start({
      access: async () => {
        throw Object.assign(new Error('Could not start video source'), { name: 'NotReadableError' });
      },
    });
    await open(busy);
    busy.actor.send({ type: 'qrScanner.permissionAccepted' });
    await settle();
    expect(busy.error()).toBe('No se pudo acceder a la cámara, verifique los permisos.');
  });

  it('an empty camera listing is tried again 1 s later, 3 times in all, then fails', async () => {
    const app = start({ permission: async () => 'granted', listings: [async () => []] });
    await open(app);
    app.clock.increment(1000);
    await settle();
    expect(app.listCameras).toHaveBeenCalledTimes(1);
    app.clock.increment(999);
    await settle();
    expect(app.listCameras).toHaveBeenCalledTimes(1);
    app.clock.increment(1);
    await settle();
    expect(app.listCameras).toHaveBeenCalledTimes(2);
    expectState(app.actor, 'initializing.waitingToRetryListing');
    app.clock.increment(1000);
    await settle();
    expect(app.listCameras).toHaveBeenCalledTimes(3);
    expectState(app.actor, 'error');
    expect(app.error()).toBe('No se pudo acceder a la cámara, verifique los permisos.');
    app.clock.increment(5000);
    await settle();
    expect(app.listCameras).toHaveBeenCalledTimes(3);
  });

  it('a listing that fails twice and then answers starts the camera', async () => {
    const app = start({
      permission: async () => 'granted',
      listings: [
        async () => {
          throw new Error('enumerateDevices failed');
        },
        async () => [],
        async () => [BACK],
      ],
    });
    await open(app);
    app.clock.increment(1000);
    await settle();
    app.clock.increment(1000);
    await settle();
    app.clock.increment(1000);
    await settle();
    expect(app.listCameras).toHaveBeenCalledTimes(3);
    expectState(app.actor, 'initializing.waitingToStart');
    app.clock.increment(1000);
    expect(app.cameraStarts).toEqual(['cam-back']);
  });
});

describe('starting the camera', () => {
  it('gives up after 10 s without a picture', async () => {
    const app = start({ permission: async () => 'granted' });
    await open(app);
    app.clock.increment(1000);
    await settle();
    app.clock.increment(1000);
    expectState(app.actor, 'camera.starting');
    app.clock.increment(9999);
    expectState(app.actor, 'camera.starting');
    app.clock.increment(1);
    expectState(app.actor, 'error');
    expect(app.error()).toBe('No se pudo acceder a la cámara, verifique los permisos.');
    expect(app.cameraRunning()).toBe(0);
  });

  it('the camera failing while starting (permission revoked) shows the blocked message and stops it', async () => {
    const app = start({ permission: async () => 'granted' });
    await open(app);
    app.clock.increment(2000);
    await settle();
    app.clock.increment(1000);
    app.actor.send({ type: 'camera.failed', error: { name: 'NotAllowedError' } });
    expect(app.error()).toBe(
      'El acceso a la cámara fue bloqueado, por favor habilítelo desde los permisos del navegador',
    );
    expect(app.cameraRunning()).toBe(0);
  });
});

describe('ready', () => {
  it('scans once per second and keeps scanning while no QR is found', async () => {
    const app = start({ permission: async () => 'granted' });
    await toReady(app);
    expect(selectCameraPreview(app.snapshot())).toBe(PREVIEW);
    expect(app.status()).toBeNull();
    app.clock.increment(999);
    expect(app.cameraCommands).toEqual([]);
    app.clock.increment(1);
    expect(app.cameraCommands).toEqual([{ type: 'camera.scanRequested' }]);
    app.actor.send({ type: 'camera.notFound' });
    app.clock.increment(999);
    expect(app.cameraCommands).toHaveLength(1);
    app.clock.increment(1);
    expect(app.cameraCommands).toHaveLength(2);
    // No second request while a scan is under way, however long it takes.
    app.clock.increment(5000);
    expect(app.cameraCommands).toHaveLength(2);
  });

  it("a table QR of the current branch shows 'Identificando tu mesa', sets 'local' and the table, then replaces the route with CHECKOUT", async () => {
    const app = start({ permission: async () => 'granted' });
    await toReady(app);
    app.clock.increment(1000);
    app.actor.send({ type: 'camera.decoded', text: PALERMO_TABLE });
    expectState(app.actor, 'resolving');
    expect(app.status()).toBe('Identificando tu mesa');
    expect(app.cameraRunning()).toBe(0);
    expect(app.eventsOf('cart')).toEqual([]);
    app.clock.increment(499);
    expect(app.navigate).not.toHaveBeenCalled();
    app.clock.increment(1);
    expect(app.eventsOf('cart')).toEqual([
      { type: 'cart.consumeTypeSet', consumeType: 'local' },
      { type: 'cart.tableSet', table: '7', tableId: 't-7' },
    ]);
    expect(app.navigate).toHaveBeenCalledWith({ to: '/checkout', replace: true });
  });

  it("a QR of another branch shows 'Este codigo QR no pertenece a Brasa Palermo' and leaves the cart alone", async () => {
    const app = start({ permission: async () => 'granted' });
    await toReady(app);
    app.clock.increment(1000);
    app.actor.send({ type: 'camera.decoded', text: BELGRANO_TABLE });
    expectState(app.actor, 'error');
    expect(app.error()).toBe('Este codigo QR no pertenece a Brasa Palermo');
    expect(app.eventsOf('cart')).toEqual([]);
    expect(app.cameraRunning()).toBe(0);
    app.clock.increment(5000);
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it("a QR that is not a table (a web address, plain text) shows 'Este codigo QR no pertenece a una mesa'", async () => {
    for (const text of [
      'https://example.com/menu',
      'hola',
      tableUrl({ table: '7', branch_id: PALERMO.id }),
    ]) {
      const app = start({ permission: async () => 'granted' });
      await toReady(app);
      app.clock.increment(1000);
      app.actor.send({ type: 'camera.decoded', text });
      expect(app.error(), text).toBe('Este codigo QR no pertenece a una mesa');
      expect(app.eventsOf('cart')).toEqual([]);
      app.stop();
    }
  });

  it('the flash toggles only on a camera with a torch, and follows what the camera reports', async () => {
    const app = start({ permission: async () => 'granted' });
    await open(app);
    app.clock.increment(2000);
    await settle();
    app.clock.increment(1000);
    app.actor.send({ type: 'camera.started', preview: PREVIEW, hasFlash: true });
    expect(selectCanToggleFlash(app.snapshot())).toBe(true);
    app.actor.send({ type: 'qrScanner.flashToggled' });
    expect(app.cameraCommands).toEqual([{ type: 'camera.flashSet', on: true }]);
    app.actor.send({ type: 'camera.flashChanged', on: true });
    expect(selectIsFlashOn(app.snapshot())).toBe(true);
    app.actor.send({ type: 'qrScanner.flashToggled' });
    expect(app.cameraCommands.at(-1)).toEqual({ type: 'camera.flashSet', on: false });

    const noTorch = start({ permission: async () => 'granted' });
    await toReady(noTorch);
    expect(selectCanToggleFlash(noTorch.snapshot())).toBe(false);
    noTorch.actor.send({ type: 'qrScanner.flashToggled' });
    expect(noTorch.cameraCommands).toEqual([]);
  });

  it('switching camera starts the next listed camera (flash off) and comes round again', async () => {
    const app = start({ permission: async () => 'granted' });
    await toReady(app);
    expect(selectCanSwitchCamera(app.snapshot())).toBe(true);
    app.actor.send({ type: 'qrScanner.cameraSwitched' });
    expectState(app.actor, 'camera.starting');
    expect(selectCameraPreview(app.snapshot())).toBeNull();
    expect(app.cameraStarts).toEqual(['cam-back', 'cam-front']);
    expect(app.cameraRunning()).toBe(1);
    app.actor.send({ type: 'camera.started', preview: PREVIEW, hasFlash: false });
    app.actor.send({ type: 'qrScanner.cameraSwitched' });
    expect(app.cameraStarts).toEqual(['cam-back', 'cam-front', 'cam-back']);
  });

  it('with one camera there is nothing to switch to', async () => {
    const app = start({ permission: async () => 'granted', listings: [async () => [BACK]] });
    await toReady(app);
    expect(selectCanSwitchCamera(app.snapshot())).toBe(false);
    app.actor.send({ type: 'qrScanner.cameraSwitched' });
    expect(app.cameraStarts).toEqual(['cam-back']);
    expectState(app.actor, 'camera.ready');
  });
});

describe('error and Reintentar', () => {
  it("'Reintentar' clears the error and asks for the permission again", async () => {
    const app = start();
    await open(app);
    app.actor.send({ type: 'qrScanner.permissionCancelled' });
    expect(app.error()).not.toBeNull();
    app.actor.send({ type: 'qrScanner.retryRequested' });
    expect(app.error()).toBeNull();
    await settle();
    expectState(app.actor, 'initializing.askingPermission');
    expect(app.eventsOf('layout').filter((e) => e.type === 'layout.modalOpened')).toHaveLength(2);
  });

  it("after a wrong QR, 'Reintentar' restarts the camera with fresh listing attempts", async () => {
    const app = start({ permission: async () => 'granted' });
    await toReady(app);
    app.clock.increment(1000);
    app.actor.send({ type: 'camera.decoded', text: BELGRANO_TABLE });
    app.actor.send({ type: 'qrScanner.retryRequested' });
    await settle();
    app.clock.increment(2000);
    await settle();
    app.clock.increment(1000);
    expect(app.cameraStarts).toEqual(['cam-back', 'cam-back']);
    expect(app.snapshot().context.listingAttempts).toBe(1);
  });
});

describe('closing the screen', () => {
  it('stops the camera and the timers; the modal closes with it', async () => {
    const app = start();
    await open(app);
    app.actor.send({ type: 'qrScanner.closed' });
    expectState(app.actor, 'idle');
    expect(app.eventsOf('layout').at(-1)).toEqual({ type: 'layout.modalClosed' });

    const running = start({ permission: async () => 'granted' });
    await toReady(running);
    running.actor.send({ type: 'qrScanner.closed' });
    expect(running.cameraRunning()).toBe(0);
    running.clock.increment(10_000);
    expect(running.cameraCommands).toEqual([]);
  });

  it('a new opening starts over (a new branch, the modal again)', async () => {
    const app = start({ permission: async () => 'granted' });
    await toReady(app);
    app.actor.send({ type: 'qrScanner.opened', branch: { ...PALERMO, id: 'other' } });
    expectState(app.actor, 'initializing');
    expect(app.cameraRunning()).toBe(0);
    expect(app.snapshot().context.branch.id).toBe('other');
  });
});
