import type { FlowWords } from '../flow-words';

/** qrScanner: its states and guards in the product's words (docs/flows, /__flows). */
export const qrScannerWords: FlowWords = {
  states: {
    idle: 'Scanner closed',
    initializing: "'Iniciando Camara'",
    'initializing.checkingPermission': 'Checking the camera permission',
    'initializing.askingPermission': "Asking 'Permitir acceso a la cámara'",
    'initializing.requestingAccess': "Browser's camera prompt",
    'initializing.delaying': 'Short wait before listing cameras',
    'initializing.listingCameras': 'Listing the cameras',
    'initializing.waitingToRetryListing': 'No camera yet, trying again',
    'initializing.waitingToStart': 'Short wait before the camera starts',
    camera: 'Camera',
    'camera.starting': 'Camera starting',
    'camera.ready': 'Camera picture shown',
    'camera.ready.waiting': 'Waiting for the next scan',
    'camera.ready.scanning': 'Looking for a QR',
    resolving: "'Identificando tu mesa'",
    done: 'Table set',
    error: 'Camera or QR message',
  },
  guards: {
    isGranted: 'the camera was already allowed',
    hasCameras: 'at least one camera is listed',
    canRetryListing: 'the listing was tried fewer than 3 times',
    hasOtherCamera: 'the phone has another camera',
    hasFlash: 'the camera has a flash',
    isTableOfBranch: "the QR is a table of this order's branch",
  },
  events: {
    'camera.decoded': 'The camera reads a QR',
  },
};
