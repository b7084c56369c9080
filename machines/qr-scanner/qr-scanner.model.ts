import type { FlowModel, StepCondition } from '../flow-model';
import { qrScannerMachine } from './qr-scanner.machine';

const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo', name: 'Brasa Palermo' };
const tableQr = (branchId: string, storeId: string) =>
  `https://brasa.localhost/?table=7&table_id=mesa-7&branch_id=${branchId}&store_id=${storeId}`;
const FRONT = { id: 'cam-front', label: 'Front Camera' };
const BACK = { id: 'cam-back', label: 'Back Camera' };

/**
 * The torch answers only the flash button (§4 "QR scanner"): it lights when the button was tapped, with the torch
 * off, since the torch's last answer, on the camera that shows now (a switch drops the tap's camera).
 */
const flashTapped: StepCondition = {
  text: 'the flash button was tapped, with the torch off, since the torch last answered and the picture last started',
  holds: (at) => {
    const types = at.events.map((e) => e.type);
    const tap = types.lastIndexOf('qrScanner.flashToggled');
    return (
      at.keyContext.flashOn === false &&
      tap > types.lastIndexOf('camera.flashChanged') &&
      tap > types.lastIndexOf('camera.started')
    );
  },
};

export const qrScannerModel: FlowModel = {
  id: 'qrScanner',
  title: 'Table QR scanner',
  summary:
    'CHECKOUT_SELECT_TABLE (ordering.md §2 "Table selection", §4 "QR scanner", §5 "Table QR", §8, §9): the camera permission modal, the camera listing (3 tries, 1 s apart), the start delays and the 10 s start timeout, one scan per second, and the QR\'s check: a table of the current branch sets \'local\' and the table and goes back to CHECKOUT; otherwise the message with \'Reintentar\'.',
  machine: qrScannerMachine,
  start:
    "With a product in the cart at Brasa Palermo, open CHECKOUT and choose 'Consumir aquí' (or open /checkout/seleccionar-mesa)",
  steps: [
    {
      event: { type: 'qrScanner.opened', branch: PALERMO },
      step: "Open 'Selección de mesa' at Brasa Palermo",
    },
    {
      event: { type: 'xstate.done.actor.queryCameraPermission', output: 'prompt' },
      step: 'The browser has not been asked for the camera yet',
      producedBy: 'a fresh private window',
    },
    {
      event: { type: 'xstate.done.actor.queryCameraPermission', output: 'granted' },
      step: 'The camera was allowed on an earlier visit',
      producedBy: 'allow the camera once in this browser, then open the page again',
    },
    {
      event: { type: 'qrScanner.permissionAccepted' },
      step: "Tap 'Aceptar' in 'Permitir acceso a la cámara'",
    },
    {
      event: { type: 'qrScanner.permissionCancelled' },
      step: "Tap 'Cancelar' in 'Permitir acceso a la cámara'",
    },
    {
      event: { type: 'xstate.done.actor.requestCameraAccess' },
      step: "Allow the camera in the browser's prompt",
      producedBy: "tap 'Allow' in the prompt",
    },
    {
      event: { type: 'xstate.error.actor.requestCameraAccess', error: { name: 'NotAllowedError' } },
      step: "Block the camera in the browser's prompt",
      producedBy: "tap 'Block' in the prompt",
    },
    {
      event: { type: 'xstate.error.actor.requestCameraAccess', error: { name: 'NotReadableError' } },
      step: 'The camera is busy in another app',
      producedBy: 'on a phone, keep the camera open in another app (a video call) while the page asks for it',
    },
    { event: { type: 'xstate.after.startDelay.qrScanner.initializing.delaying' }, step: 'Wait 1 s' },
    {
      event: { type: 'xstate.done.actor.listCameras', output: [FRONT, BACK] },
      step: 'The phone lists its front and back cameras',
      producedBy: 'a phone with a front and a back camera',
    },
    {
      event: { type: 'xstate.done.actor.listCameras', output: [] },
      step: 'No camera is listed yet',
      producedBy:
        "allow the camera on an earlier visit, then open 'Selección de mesa' on a computer with its webcam unplugged: the browser lists no camera",
    },
    {
      event: { type: 'xstate.after.listingRetry.qrScanner.initializing.waitingToRetryListing' },
      step: 'Wait 1 s',
    },
    {
      event: { type: 'xstate.after.secondStartDelay.qrScanner.initializing.waitingToStart' },
      step: 'Wait 1 s',
    },
    {
      event: { type: 'camera.started', preview: {}, hasFlash: true },
      step: 'The back camera shows its picture (it has a torch)',
    },
    {
      event: { type: 'camera.failed', error: { name: 'NotReadableError' } },
      step: 'The camera stops working',
    },
    {
      event: { type: 'xstate.after.startTimeout.qrScanner.camera.starting' },
      step: 'Wait 10 s without a picture',
    },
    { event: { type: 'xstate.after.scanInterval.qrScanner.camera.ready.waiting' }, step: 'Wait 1 s' },
    { event: { type: 'camera.notFound' }, step: 'No QR code is in the frame' },
    {
      event: { type: 'camera.decoded', text: tableQr(PALERMO.id, PALERMO.storeId) },
      step: 'Point the camera at the QR of table 7 of Brasa Palermo',
    },
    {
      event: { type: 'camera.decoded', text: tableQr('64b7f0a1c2d3e4f510000002', 'brasa-belgrano') },
      step: 'Point the camera at a table QR of Brasa Belgrano',
    },
    {
      event: { type: 'camera.decoded', text: 'https://example.com/promo' },
      step: 'Point the camera at a QR that is not a table (a web page)',
    },
    { event: { type: 'qrScanner.flashToggled' }, step: 'Tap the flash button' },
    { event: { type: 'camera.flashChanged', on: true }, step: 'The torch lights', when: flashTapped },
    { event: { type: 'qrScanner.cameraSwitched' }, step: 'Tap the switch-camera button' },
    { event: { type: 'xstate.after.tableRedirect.qrScanner.resolving' }, step: 'Wait 0.5 s' },
    { event: { type: 'qrScanner.retryRequested' }, step: "Tap 'Reintentar'" },
    { event: { type: 'qrScanner.closed' }, step: 'Go back to CHECKOUT (the header back arrow)' },
    {
      event: { type: 'xstate.error.actor.listCameras', error: { name: 'NotReadableError' } },
      step: 'The browser fails to list the cameras',
    },
  ],
  expectations: {
    idle: 'the scanner is not on screen; no camera runs',
    initializing: "'Iniciando Camara' over the dark camera box",
    'initializing.checkingPermission': "'Iniciando Camara' over the dark camera box",
    'initializing.askingPermission':
      "the drawer 'Permitir acceso a la cámara' / 'Necesitamos acceso a tu cámara para escanear el código QR.' with Cancelar and Aceptar; the focus stays in it",
    'initializing.requestingAccess': "'Iniciando Camara'; the browser asks for the camera",
    'initializing.delaying': "'Iniciando Camara'",
    'initializing.listingCameras': "'Iniciando Camara'",
    'initializing.waitingToRetryListing': "'Iniciando Camara'",
    'initializing.waitingToStart': "'Iniciando Camara'",
    camera: 'the camera box',
    'camera.starting': "'Iniciando Camara' until the picture shows",
    'camera.ready':
      'the live picture in the frame; flash (if the camera has a torch) and switch-camera buttons work',
    'camera.ready.waiting': 'the live picture in the frame',
    'camera.ready.scanning': 'the live picture in the frame',
    resolving: "'Identificando tu mesa'",
    done: "CHECKOUT with 'Consumir aquí' and table 7",
    error:
      "the message ('No se pudo acceder a la cámara, verifique los permisos.', 'El acceso a la cámara fue bloqueado, …', 'Este codigo QR no pertenece a una mesa' or 'Este codigo QR no pertenece a Brasa Palermo') with 'Reintentar'",
  },
  keyContext: (s) => ({
    cameraId: s.context.cameraId,
    listingAttempts: s.context.listingAttempts,
    flashOn: s.context.flashOn,
    error: s.context.error?.kind ?? null,
    table: s.context.table?.table ?? null,
  }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.listingAttempts,
      s.context.cameraId,
      s.context.hasFlash,
      s.context.flashOn,
      s.context.error?.kind ?? null,
      s.context.branch?.id ?? null,
    ]),
};
