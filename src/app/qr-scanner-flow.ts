import { qrScannerMachine } from '@/machines/qr-scanner/qr-scanner.machine';
import { camera, listCameras, queryCameraPermission, requestCameraAccess } from '../adapters/camera';
import type { Api } from '../adapters/http';
import { navigateAction } from '../adapters/navigation';

/**
 * The table QR scanner's flow with the browser's camera and the app's navigation. A route flow
 * (machines/app/app-flows.ts `RouteFlows`): provided when the checkout route group's code loads
 * (src/app/route-flows.ts), spawned by the root actor when CHECKOUT_SELECT_TABLE first opens. It makes no API
 * call (the table comes from the QR itself); `api` keeps the providers' shape.
 */
export function provideQrScannerFlow(_api: Api) {
  return qrScannerMachine.provide({
    actors: { queryCameraPermission, requestCameraAccess, listCameras, camera },
    actions: { navigate: navigateAction },
  });
}
