import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { neverRejectingRead, notProvidedRead } from '../never-rejecting-read';
import { ROUTES } from '../rules/routes';
import { TIMINGS } from '../rules/timings';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';
import {
  type CameraDevice,
  type CameraFailure,
  cameraFailureOf,
  checkTableQr,
  chooseBackCamera,
  nextCamera,
  QR_SCANNER_LIMITS,
  type ScannedTable,
  type ScannerBranch,
} from './qr-scanner.rules';

/** The camera permission modal ('Permitir acceso a la cámara'), opened through the layout flow. */
export const QR_SCANNER_PERMISSION_MODAL_ID = 'qrScanner.cameraPermission';

/** What the browser says of the camera permission before asking (Permissions API; 'unknown' without it). */
export type CameraPermissionState = 'granted' | 'denied' | 'prompt' | 'unknown';

/**
 * The live camera picture the screen shows. Opaque here (the adapter's element with the stream playing): the
 * machine only keeps it while the camera runs and drops it when the camera stops.
 */
export type CameraPreview = object;

/** Why the scanner stopped: the camera (§8) or the scanned QR (§5 "Table QR"). */
export type ScannerError =
  | { kind: CameraFailure }
  | { kind: 'notATable' }
  | { kind: 'otherBranch'; branchName: string };

/** Commands the machine sends to the running camera (the `camera` actor, child id `camera`). */
export type CameraCommand = { type: 'camera.scanRequested' } | { type: 'camera.flashSet'; on: boolean };

/** What the camera reports back. `error` is plain data ({ name }) read by `cameraFailureOf`. */
export type CameraReport =
  | { type: 'camera.started'; preview: CameraPreview; hasFlash: boolean }
  | { type: 'camera.failed'; error: unknown }
  | { type: 'camera.decoded'; text: string }
  | { type: 'camera.notFound' }
  | { type: 'camera.flashChanged'; on: boolean };

export type QrScannerEvent =
  /** The screen opened with the current branch (currentBranch's selectors). */
  | { type: 'qrScanner.opened'; branch: ScannerBranch | null }
  /** The screen closed (navigated away): the camera stops. */
  | { type: 'qrScanner.closed' }
  | { type: 'qrScanner.permissionAccepted' }
  | { type: 'qrScanner.permissionCancelled' }
  | { type: 'qrScanner.retryRequested' }
  | { type: 'qrScanner.flashToggled' }
  | { type: 'qrScanner.cameraSwitched' }
  | CameraReport;

export interface QrScannerContext {
  branch: ScannerBranch | null;
  cameras: CameraDevice[];
  cameraId: string | null;
  /** Camera listings tried in this start (3 at most, §9). */
  listingAttempts: number;
  preview: CameraPreview | null;
  hasFlash: boolean;
  flashOn: boolean;
  error: ScannerError | null;
  /** The table of the valid QR being applied ('Identificando tu mesa'). */
  table: ScannedTable | null;
}

const FRESH: Omit<QrScannerContext, 'branch'> = {
  cameras: [],
  cameraId: null,
  listingAttempts: 0,
  preview: null,
  hasFlash: false,
  flashOn: false,
  error: null,
  table: null,
};

/**
 * The table QR scanner of CHECKOUT_SELECT_TABLE (ordering.md §2 "Table selection", §4 "QR scanner", §5 "Table
 * QR", §8 "Camera, QR and maps", §9 "QR scanner"): initializing (the permission, the permission modal, the
 * camera listing with its retries, the start delays) → ready (one scan per second) | error ('Reintentar').
 * A valid table QR of the current branch sets the cart's consume type and table and goes back to CHECKOUT.
 * A route flow (code in the checkout route group), reset by `qrScanner.opened` and stopped by `qrScanner.closed`.
 */
export const qrScannerMachine = setup({
  types: {
    context: {} as QrScannerContext,
    events: {} as QrScannerEvent,
  },
  actors: {
    /** The browser's camera permission; one that cannot be asked is 'unknown' (the read never fails). */
    queryCameraPermission: neverRejectingRead<CameraPermissionState>(
      'qrScanner',
      'queryCameraPermission',
      'unknown',
      notProvidedRead('qrScanner', 'queryCameraPermission'),
    ),
    /** getUserMedia({ video }) once (the browser's own prompt), then releases the stream. */
    requestCameraAccess: fromPromise<void>(async () => {
      throw new Error('qrScanner: actor "requestCameraAccess" was not provided');
    }),
    /** enumerateDevices' video inputs. */
    listCameras: fromPromise<CameraDevice[]>(async () => {
      throw new Error('qrScanner: actor "listCameras" was not provided');
    }),
    /** The running camera: opens the stream, decodes one frame per `camera.scanRequested`, sets the torch. */
    camera: fromCallback<CameraCommand, { cameraId: string | null }>(() => {
      throw new Error('qrScanner: actor "camera" was not provided');
    }),
  },
  delays: {
    startDelay: TIMINGS.qrScannerStartDelay,
    secondStartDelay: TIMINGS.qrScannerSecondStartDelay,
    startTimeout: TIMINGS.qrScannerStartTimeout,
    scanInterval: TIMINGS.qrScannerScanInterval / QR_SCANNER_LIMITS.scansPerSecond,
    listingRetry: TIMINGS.qrScannerListingRetry,
    // §9 "Redirect after table QR": 'Identificando tu mesa' shows while the table is applied.
    tableRedirect: TIMINGS.entryRedirect,
  },
  guards: {
    isGranted: ({ event }) =>
      'output' in event && (event as { output: CameraPermissionState }).output === 'granted',
    hasCameras: ({ event }) =>
      'output' in event && Array.isArray((event as { output: unknown }).output)
        ? (event as { output: CameraDevice[] }).output.length > 0
        : false,
    canRetryListing: ({ context }) => context.listingAttempts < QR_SCANNER_LIMITS.cameraListingAttempts,
    hasOtherCamera: ({ context }) => nextCamera(context.cameras, context.cameraId) !== null,
    hasFlash: ({ context }) => context.hasFlash,
    isTableOfBranch: ({ context, event }) =>
      event.type === 'camera.decoded' && checkTableQr(event.text, context.branch).kind === 'valid',
  },
  actions: {
    open: assign(({ event }) =>
      event.type === 'qrScanner.opened' ? { ...FRESH, branch: event.branch } : {},
    ),
    reset: assign({ ...FRESH }),
    countListing: assign(({ context }) => ({ listingAttempts: context.listingAttempts + 1 })),
    storeCameras: assign(({ event }) => {
      const cameras = (event as unknown as { output: CameraDevice[] }).output;
      return { cameras, cameraId: chooseBackCamera(cameras) };
    }),
    switchCamera: assign(({ context }) => ({
      cameraId: nextCamera(context.cameras, context.cameraId),
      preview: null,
      hasFlash: false,
      flashOn: false,
    })),
    storePreview: assign(({ event }) =>
      event.type === 'camera.started'
        ? { preview: event.preview, hasFlash: event.hasFlash, flashOn: false }
        : {},
    ),
    dropPreview: assign({ preview: null, hasFlash: false, flashOn: false }),
    setFlash: sendTo(
      'camera',
      ({ context }) => ({ type: 'camera.flashSet', on: !context.flashOn }) as CameraCommand,
    ),
    storeFlash: assign(({ event }) => (event.type === 'camera.flashChanged' ? { flashOn: event.on } : {})),
    requestScan: sendTo('camera', { type: 'camera.scanRequested' } as CameraCommand),
    failWith: assign((_, params: { kind: CameraFailure }) => ({ error: { kind: params.kind } })),
    failWithCameraError: assign(({ event }) => ({
      error: { kind: cameraFailureOf('error' in event ? (event as { error: unknown }).error : null) },
    })),
    rejectQr: assign(({ context, event }) => {
      if (event.type !== 'camera.decoded') return {};
      const check = checkTableQr(event.text, context.branch);
      const error: ScannerError =
        check.kind === 'otherBranch'
          ? { kind: 'otherBranch', branchName: context.branch?.name ?? '' }
          : { kind: 'notATable' };
      return { error };
    }),
    acceptQr: assign(({ context, event }) => {
      if (event.type !== 'camera.decoded') return {};
      const check = checkTableQr(event.text, context.branch);
      return check.kind === 'valid' ? { table: check.table } : {};
    }),
    openPermissionModal: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'open the camera permission modal');
      if (layout)
        enqueue.sendTo(layout, {
          type: 'layout.modalOpened',
          modalId: QR_SCANNER_PERMISSION_MODAL_ID,
          dismissible: false,
        });
    }),
    closePermissionModal: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'close the camera permission modal');
      if (layout) enqueue.sendTo(layout, { type: 'layout.modalClosed' });
    }),
    /** §4 "Consume type at checkout": the table chosen by QR means eating in. */
    setTableInCart: enqueueActions(({ context, system, enqueue }) => {
      if (!context.table) return;
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const cart = findSystemActor(system, 'cart', 'set the scanned table');
      if (!cart) return;
      enqueue.sendTo(cart, { type: 'cart.consumeTypeSet', consumeType: 'local' });
      enqueue.sendTo(cart, {
        type: 'cart.tableSet',
        table: context.table.table,
        tableId: context.table.tableId,
      });
    }),
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'qrScanner',
  context: { branch: null, ...FRESH },
  on: {
    'qrScanner.opened': { target: '.initializing', reenter: true, actions: 'open' },
    'qrScanner.closed': { target: '.idle', actions: 'reset' },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The screen is not open; no camera runs.',
    },
    initializing: {
      description: "'Iniciando Camara': permission, camera listing and the start delays.",
      initial: 'checkingPermission',
      states: {
        checkingPermission: {
          invoke: {
            id: 'queryCameraPermission',
            src: 'queryCameraPermission',
            onDone: [{ guard: 'isGranted', target: 'delaying' }, { target: 'askingPermission' }],
          },
        },
        askingPermission: {
          description:
            "'Permitir acceso a la cámara' / 'Necesitamos acceso a tu cámara para escanear el código QR.' with Cancelar / Aceptar.",
          entry: 'openPermissionModal',
          exit: 'closePermissionModal',
          on: {
            'qrScanner.permissionAccepted': 'requestingAccess',
            'qrScanner.permissionCancelled': {
              target: '#qrScanner.error',
              actions: { type: 'failWith', params: { kind: 'failed' } },
            },
          },
        },
        requestingAccess: {
          description: "The browser's own camera prompt.",
          invoke: {
            id: 'requestCameraAccess',
            src: 'requestCameraAccess',
            onDone: 'delaying',
            onError: { target: '#qrScanner.error', actions: 'failWithCameraError' },
          },
        },
        delaying: {
          description: 'The start delay (1 s) before listing the cameras.',
          after: { startDelay: 'listingCameras' },
        },
        listingCameras: {
          entry: 'countListing',
          invoke: {
            id: 'listCameras',
            src: 'listCameras',
            onDone: [
              { guard: 'hasCameras', target: 'waitingToStart', actions: 'storeCameras' },
              { guard: 'canRetryListing', target: 'waitingToRetryListing' },
              { target: '#qrScanner.error', actions: { type: 'failWith', params: { kind: 'failed' } } },
            ],
            onError: [
              { guard: 'canRetryListing', target: 'waitingToRetryListing' },
              { target: '#qrScanner.error', actions: { type: 'failWith', params: { kind: 'failed' } } },
            ],
          },
        },
        waitingToRetryListing: {
          description: 'No camera listed yet: the listing is tried again 1 s later (3 times at most).',
          after: { listingRetry: 'listingCameras' },
        },
        waitingToStart: {
          description: 'The second start delay (1 s) before the camera starts.',
          after: { secondStartDelay: '#qrScanner.camera' },
        },
      },
    },
    camera: {
      description: 'The chosen camera runs (the `camera` actor); switching cameras starts it again.',
      invoke: { id: 'camera', src: 'camera', input: ({ context }) => ({ cameraId: context.cameraId }) },
      exit: 'dropPreview',
      initial: 'starting',
      on: {
        'camera.failed': { target: '#qrScanner.error', actions: 'failWithCameraError' },
        'qrScanner.cameraSwitched': {
          guard: 'hasOtherCamera',
          target: 'camera',
          reenter: true,
          actions: 'switchCamera',
        },
      },
      states: {
        starting: {
          description: "'Iniciando Camara' until the picture plays (10 s at most).",
          after: {
            startTimeout: {
              target: '#qrScanner.error',
              actions: { type: 'failWith', params: { kind: 'failed' } },
            },
          },
          on: { 'camera.started': { target: 'ready', actions: 'storePreview' } },
        },
        ready: {
          description: 'The camera picture with the flash and switch-camera buttons; one scan per second.',
          initial: 'waiting',
          on: {
            'qrScanner.flashToggled': { guard: 'hasFlash', actions: 'setFlash' },
            'camera.flashChanged': { actions: 'storeFlash' },
          },
          states: {
            waiting: { after: { scanInterval: 'scanning' } },
            scanning: {
              entry: 'requestScan',
              on: {
                'camera.notFound': 'waiting',
                'camera.decoded': [
                  { guard: 'isTableOfBranch', target: '#qrScanner.resolving', actions: 'acceptQr' },
                  { target: '#qrScanner.error', actions: 'rejectQr' },
                ],
              },
            },
          },
        },
      },
    },
    resolving: {
      description: "'Identificando tu mesa': the table is applied, then back to CHECKOUT.",
      after: {
        tableRedirect: {
          target: 'done',
          actions: ['setTableInCart', { type: 'navigate', params: { to: ROUTES.CHECKOUT, replace: true } }],
        },
      },
    },
    done: {
      description: 'The table is set; CHECKOUT shows it.',
    },
    error: {
      description: "The message (camera or QR) with 'Reintentar'.",
      on: {
        'qrScanner.retryRequested': { target: 'initializing', actions: 'reset' },
      },
    },
  },
});
