// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { qrScannerModel } from './qr-scanner.model';

/**
 * CHECKOUT_SELECT_TABLE on the rendered app (ordering.md §2 "Table selection", §4 "QR scanner", §5 "Table QR", §8
 * "Camera, QR and maps", §9 "QR scanner"), written from the spec: 'Selección de mesa', 'Iniciando Camara', the
 * permission drawer, 1 s before listing the cameras (3 tries, 1 s apart), 1 s more before the back camera (chosen by
 * its label) starts, 10 s at most for its picture, one scan a second, 'Identificando tu mesa' then CHECKOUT 0.5 s
 * later, and the messages with 'Reintentar'. The camera and the decoder are the browser's: a stand-in the test
 * file installs (tests/model-app/camera-stand-in.ts) answers each call when a step says so.
 */
const SCANNER = '/checkout/seleccionar-mesa';
const CHECKOUT = '/checkout';
const BRANCH = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo', name: 'Brasa Palermo' };
const STARTING = 'Iniciando Camara';
const MESSAGES = {
  failed: 'No se pudo acceder a la cámara, verifique los permisos.',
  denied: 'El acceso a la cámara fue bloqueado, por favor habilítelo desde los permisos del navegador',
  notATable: 'Este codigo QR no pertenece a una mesa',
  otherBranch: 'Este codigo QR no pertenece a Brasa Palermo',
};

export interface CameraStandIn {
  reset(): void;
  waitingFor(kind: 'permission' | 'access' | 'list' | 'open' | 'scan' | 'torch'): boolean;
  /** How many times the cameras were listed since the scanner last asked for the permission (its opening). */
  listingsSinceOpening(): number;
  /** The cameras the app opened (a deviceId, or null for "the world-facing one"), oldest first. */
  openedCameras(): Array<string | null>;
  permission(state: 'prompt' | 'granted'): Promise<void>;
  /** The browser's prompt: allowed (no error) or refused with the error's name. */
  access(error?: string): Promise<void>;
  /** enumerateDevices answers these cameras, or fails with the error's name. */
  list(cameras: Array<{ id: string; label: string }> | string): Promise<void>;
  /** The camera's stream: it opens (no error) or fails with the error's name. */
  open(error?: string): Promise<void>;
  /** What the frame shows: a QR's text, or null for none. */
  frame(text: string | null): Promise<void>;
  torch(): Promise<void>;
}

export const cameraStandIn: { current: CameraStandIn | null } = { current: null };
const camera = (): CameraStandIn => {
  if (!cameraStandIn.current)
    throw new Error('install the camera stand-in (tests/model-app/camera-stand-in.ts)');
  return cameraStandIn.current;
};

const ok = (data: unknown): ServerAnswer => ({ status: 200, body: { status: 'success', data } });
const branch = {
  ...BRANCH,
  _id: BRANCH.id,
  idMarca: 'brand-1',
  address: 'Honduras 4850, Palermo, CABA',
  status: 'open',
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: false },
};

const step = (index: number) => qrScannerModel.steps[index].event;
const pathOf = (app: AppDriver) => app.url().split('?')[0];
const onScanner = (app: AppDriver) => app.expect(pathOf(app)).toBe(SCANNER);
const status = (app: AppDriver) => app.screen.queryByRole('status')?.textContent ?? '';
const starting = (app: AppDriver) => {
  onScanner(app);
  app.expect(status(app)).toBe(STARTING);
};
const picture = (app: AppDriver) => app.screen.queryByLabelText('Imagen de la cámara');
const errorSays = (app: AppDriver, message: string) =>
  app.expect(app.screen.getByRole('alert').textContent).toContain(message);
const tap = (name: string) => async (app: AppDriver) =>
  app.user.click(app.screen.getByRole('button', { name }));
const tableQr = (branchId: string, storeId: string) =>
  `https://brasa.localhost/?table=7&table_id=mesa-7&branch_id=${branchId}&store_id=${storeId}`;

const steps: AppStep[] = [
  {
    event: step(0),
    action: {
      kind: 'navigation',
      run: async (app) => {
        if (pathOf(app) === SCANNER) await app.navigate(CHECKOUT);
        await app.navigate(SCANNER);
      },
    },
    // The permission is asked at once.
    expectAfter: (app) => app.expect(camera().waitingFor('permission')).toBe(true),
  },
  {
    event: step(1),
    action: { kind: 'gesture', run: () => camera().permission('prompt') },
  },
  {
    event: step(2),
    action: { kind: 'gesture', run: () => camera().permission('granted') },
    // No drawer: the camera was allowed before.
    expectAfter: (app) => app.expect(app.screen.queryByRole('dialog')).toBeNull(),
  },
  {
    event: step(3),
    action: { kind: 'gesture', run: tap('Aceptar') },
    // The browser's own prompt.
    expectAfter: (app) => app.expect(camera().waitingFor('access')).toBe(true),
  },
  {
    event: step(4),
    action: { kind: 'gesture', run: tap('Cancelar') },
    expectAfter: (app) => errorSays(app, MESSAGES.failed),
  },
  { event: step(5), action: { kind: 'gesture', run: () => camera().access() } },
  {
    event: step(6),
    action: { kind: 'gesture', run: () => camera().access('NotAllowedError') },
    expectAfter: (app) => errorSays(app, MESSAGES.denied),
  },
  {
    event: step(7),
    action: { kind: 'gesture', run: () => camera().access('NotReadableError') },
    expectAfter: (app) => errorSays(app, MESSAGES.failed),
  },
  {
    event: step(8),
    action: { kind: 'clock', ms: 1000 },
    expectAfter: (app) => app.expect(camera().waitingFor('list')).toBe(true),
  },
  {
    event: step(9),
    action: {
      kind: 'gesture',
      run: () =>
        camera().list([
          { id: 'cam-front', label: 'Front Camera' },
          { id: 'cam-back', label: 'Back Camera' },
        ]),
    },
  },
  { event: step(10), action: { kind: 'gesture', run: () => camera().list([]) } },
  {
    event: step(11),
    action: { kind: 'clock', ms: 1000 },
    // Listed again.
    expectAfter: (app) => app.expect(camera().waitingFor('list')).toBe(true),
  },
  {
    event: step(12),
    action: { kind: 'clock', ms: 1000 },
    // §9: the back camera, chosen by its label.
    expectAfter: (app) => app.expect(camera().openedCameras().at(-1)).toBe('cam-back'),
  },
  {
    event: step(13),
    action: { kind: 'gesture', run: () => camera().open() },
    expectAfter: (app) => app.expect(picture(app)).not.toBeNull(),
  },
  {
    event: step(14),
    action: { kind: 'gesture', run: () => camera().open('NotReadableError') },
    expectAfter: (app) => errorSays(app, MESSAGES.failed),
  },
  {
    event: step(15),
    action: { kind: 'clock', ms: 10000 },
    expectAfter: (app) => errorSays(app, MESSAGES.failed),
  },
  {
    event: step(16),
    action: { kind: 'clock', ms: 1000 },
    // One frame is decoded.
    expectAfter: (app) => app.expect(camera().waitingFor('scan')).toBe(true),
  },
  { event: step(17), action: { kind: 'gesture', run: () => camera().frame(null) } },
  {
    event: step(18),
    action: { kind: 'gesture', run: () => camera().frame(tableQr(BRANCH.id, BRANCH.storeId)) },
  },
  {
    event: step(19),
    action: {
      kind: 'gesture',
      run: () => camera().frame(tableQr('64b7f0a1c2d3e4f510000002', 'brasa-belgrano')),
    },
    expectAfter: (app) => errorSays(app, MESSAGES.otherBranch),
  },
  {
    event: step(20),
    action: { kind: 'gesture', run: () => camera().frame('https://example.com/promo') },
    expectAfter: (app) => errorSays(app, MESSAGES.notATable),
  },
  {
    event: step(21),
    action: { kind: 'gesture', run: tap('Flash') },
    expectAfter: (app) => app.expect(camera().waitingFor('torch')).toBe(true),
  },
  {
    event: step(22),
    action: { kind: 'gesture', run: () => camera().torch() },
    expectAfter: (app) =>
      app.expect(app.screen.getByRole('button', { name: 'Flash' }).getAttribute('aria-pressed')).toBe('true'),
  },
  {
    event: step(23),
    action: { kind: 'gesture', run: tap('Cambiar cámara') },
    // The other camera opens; its picture is not there yet.
    expectAfter: (app) => app.expect(camera().openedCameras().at(-1)).toBe('cam-front'),
  },
  {
    event: step(24),
    action: { kind: 'clock', ms: 500 },
    // 'local' and table 7 in the cart: CHECKOUT, the route replaced.
    expectAfter: (app) => app.expect(pathOf(app)).toBe(CHECKOUT),
  },
  {
    event: step(25),
    action: { kind: 'gesture', run: tap('Reintentar') },
    expectAfter: (app) => app.expect(camera().waitingFor('permission')).toBe(true),
  },
  {
    event: step(26),
    action: { kind: 'gesture', run: tap('Volver') },
    expectAfter: (app) => app.expect(pathOf(app)).toBe(CHECKOUT),
  },
  {
    event: step(27),
    action: { kind: 'gesture', run: () => camera().list('NotReadableError') },
    // §4 'QR scanner': a failed listing is tried again like an empty one (3 tries in all), then the message;
    // before the third, 'Iniciando Camara' stays and no message shows.
    expectAfter: (app) => {
      app.expect(camera().waitingFor('list')).toBe(false);
      if (camera().listingsSinceOpening() < 3)
        app
          .expect(app.screen.queryByRole('alert')?.textContent ?? '', 'a message before the third try')
          .not.toContain(MESSAGES.failed);
      else errorSays(app, MESSAGES.failed);
    },
  },
];

export const qrScannerAppModel: AppFlowModel = {
  model: qrScannerModel,
  systemId: 'qrScanner',
  start: {
    url: CHECKOUT,
    waitMs: 3000,
    savedState: {
      user: { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1', name: 'Invitado' },
      branch,
      order: {
        products: [
          {
            _id: 'p-1',
            sku: 'HAM-003',
            name: 'Hamburguesa clásica',
            price: 5000,
            quantity: 1,
            orderProductId: 'l-1',
          },
        ],
      },
      language: { currentLanguage: 'es' },
    },
    arrange: () => camera().reset(),
  },
  // CHECKOUT opens 0.5 s after a valid table and SELECT_TABLE's leaving closes the flow at once (`qrScanner.closed`
  // back to idle): `done` lasts no time on the app.
  instantStates: ['done'],
  background: [{ method: 'GET', path: /^\/local\//, fixture: 'branch', answer: ok([branch]) }],
  impossible: (events, before) => {
    const last = events.at(-1);
    if (last?.type === 'qrScanner.closed' && before.stateIds.some((id) => id === 'idle' || id === 'done'))
      return "the scanner is not open: CHECKOUT's back arrow goes to the order summary";
    if (last?.type === 'camera.failed' && before.stateIds.some((id) => id.startsWith('camera.ready')))
      return 'once the picture shows, the camera adapter reports no failure (a track that ends is not listened to)';
    return null;
  },
  states: {
    idle: (app) => app.expect(pathOf(app)).not.toBe(SCANNER),
    initializing: starting,
    'initializing.checkingPermission': starting,
    'initializing.askingPermission': (app) => {
      onScanner(app);
      const drawer = app.screen.getByRole('dialog', { name: 'Permitir acceso a la cámara' });
      app.within(drawer).getByText('Necesitamos acceso a tu cámara para escanear el código QR.');
      app.within(drawer).getByRole('button', { name: 'Cancelar' });
      app.within(drawer).getByRole('button', { name: 'Aceptar' });
    },
    'initializing.requestingAccess': starting,
    'initializing.delaying': starting,
    'initializing.listingCameras': starting,
    'initializing.waitingToRetryListing': starting,
    'initializing.waitingToStart': starting,
    camera: onScanner,
    'camera.starting': (app) => {
      starting(app);
      app.expect(picture(app)).toBeNull();
    },
    'camera.ready': (app) => {
      onScanner(app);
      app.expect(picture(app)).not.toBeNull();
      // The back camera has a torch; there is another camera to switch to.
      app.expect(app.screen.getByRole('button', { name: 'Flash' }).hasAttribute('disabled')).toBe(false);
      app
        .expect(app.screen.getByRole('button', { name: 'Cambiar cámara' }).hasAttribute('disabled'))
        .toBe(false);
    },
    'camera.ready.waiting': (app) => app.expect(status(app)).toBe(''),
    'camera.ready.scanning': (app) => app.expect(status(app)).toBe(''),
    resolving: (app) => {
      onScanner(app);
      app.expect(status(app)).toBe('Identificando tu mesa');
    },
    done: (app) => app.expect(pathOf(app)).toBe(CHECKOUT),
    error: (app) => {
      onScanner(app);
      const alert = app.screen.getByRole('alert').textContent ?? '';
      app.expect(Object.values(MESSAGES).some((m) => alert.includes(m))).toBe(true);
      app.screen.getByRole('button', { name: 'Reintentar' });
    },
  },
  steps,
};
