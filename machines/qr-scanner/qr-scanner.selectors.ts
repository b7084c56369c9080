import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import type { CameraPreview, qrScannerMachine } from './qr-scanner.machine';

export type QrScannerSnapshot = SnapshotFrom<typeof qrScannerMachine>;

/** The status line over the camera: 'Iniciando Camara' while starting, 'Identificando tu mesa' while resolving. */
export const selectScannerStatus = (s: QrScannerSnapshot): MessageKey | null => {
  if (s.matches('initializing') || s.matches({ camera: 'starting' })) return 'qrScanner.starting';
  if (s.matches('resolving') || s.matches('done')) return 'qrScanner.resolving';
  return null;
};

/** The error message with 'Reintentar' (§8 camera; §5 "Table QR"); `branchName` is content for {branch}. */
export interface ScannerErrorView {
  message: MessageKey;
  branchName?: string;
}

const ERROR_MESSAGES = {
  denied: 'qrScanner.cameraDenied',
  failed: 'qrScanner.cameraFailed',
  notATable: 'qrScanner.notATable',
  otherBranch: 'qrScanner.otherBranch',
} as const satisfies Record<string, MessageKey>;

export const selectScannerError = (s: QrScannerSnapshot): ScannerErrorView | null => {
  const error = s.context.error;
  if (!s.matches('error') || !error) return null;
  return error.kind === 'otherBranch'
    ? { message: ERROR_MESSAGES.otherBranch, branchName: error.branchName }
    : { message: ERROR_MESSAGES[error.kind] };
};

/** The camera picture to show (while the camera runs). */
export const selectCameraPreview = (s: QrScannerSnapshot): CameraPreview | null => s.context.preview;
/** The camera is on and scanning (the controls work). */
export const selectIsScanning = (s: QrScannerSnapshot): boolean => s.matches({ camera: 'ready' });
/** The flash button works: the running camera has a torch. */
export const selectCanToggleFlash = (s: QrScannerSnapshot): boolean =>
  s.matches({ camera: 'ready' }) && s.context.hasFlash;
export const selectIsFlashOn = (s: QrScannerSnapshot): boolean => s.context.flashOn;
/** The switch-camera button works: the camera runs and another one is listed. */
export const selectCanSwitchCamera = (s: QrScannerSnapshot): boolean =>
  s.matches('camera') && s.context.cameras.length > 1;
/** The permission modal is the flow's question now (the layout flow shows it). */
export const selectIsAskingPermission = (s: QrScannerSnapshot): boolean =>
  s.matches({ initializing: 'askingPermission' });
