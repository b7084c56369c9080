import { fromCallback, fromPromise } from 'xstate';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import type {
  CameraCommand,
  CameraPermissionState,
  CameraReport,
} from '@/machines/qr-scanner/qr-scanner.machine';
import { type CameraDevice, scanRegion } from '@/machines/qr-scanner/qr-scanner.rules';

/**
 * The browser's camera for the table QR scanner (ordering.md §4 "QR scanner", §9): the permission, the camera
 * list, the running camera with its torch, and decoding with the `qr-scanner` package. Everything here runs
 * inside the qrScanner flow's invoked actors (src/app/qr-scanner-flow.ts); the machine decides when.
 *
 * The decoder (qr-scanner and its worker) is imported on the first scan only, so it is never in the first
 * screen's chunk, nor in the checkout group's: it loads on CHECKOUT_SELECT_TABLE once the camera runs.
 */

/** A DOMException-like failure as plain data (the machine reads `name`, §8 denied vs failed). */
const failureOf = (error: unknown): { name: string; message: string } => ({
  // i18n-exempt: an error's name for the machine (cameraFailureOf), never shown.
  name: typeof (error as { name?: unknown })?.name === 'string' ? (error as { name: string }).name : 'Error',
  message: error instanceof Error ? error.message : String(error),
});

function mediaDevices(): MediaDevices {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  // No mediaDevices: an insecure origin (http other than localhost) or an old browser. A plain failure.
  if (!devices?.getUserMedia)
    throw Object.assign(new Error('mediaDevices unavailable'), { name: 'NotSupportedError' });
  return devices;
}

const stopStream = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * navigator.permissions.query({ name: 'camera' }); 'unknown' where the browser cannot tell (Firefox, old Safari:
 * the query throws, and the wrapper answers 'unknown' with a warning).
 */
export const queryCameraPermission = neverRejectingRead<CameraPermissionState>(
  'qrScanner',
  'queryCameraPermission',
  'unknown',
  async () => {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state === 'granted' || status.state === 'denied' || status.state === 'prompt'
      ? status.state
      : 'unknown';
  },
);

/** The browser's own prompt: one getUserMedia, released at once (the running camera opens its own stream). */
export const requestCameraAccess = fromPromise<void>(async () => {
  try {
    const stream = await mediaDevices().getUserMedia({ video: true, audio: false });
    stopStream(stream);
  } catch (error) {
    throw failureOf(error);
  }
});

/** enumerateDevices' video inputs (labels are there once the permission is granted). */
export const listCameras = fromPromise<CameraDevice[]>(async () => {
  const devices = await mediaDevices().enumerateDevices();
  return devices
    .filter((device) => device.kind === 'videoinput')
    .map((device, index) => ({ id: device.deviceId || `camera-${index}`, label: device.label }));
});

type QrScannerModule = typeof import('qr-scanner');
type QrEngine = Awaited<ReturnType<QrScannerModule['default']['createQrEngine']>>;

/** Torch support as the track reports it (Chrome on Android; not in the MediaTrackCapabilities typings). */
const hasTorch = (track: MediaStreamTrack | undefined): boolean => {
  try {
    const capabilities = track?.getCapabilities?.() as
      | (MediaTrackCapabilities & { torch?: boolean })
      | undefined;
    return Boolean(capabilities?.torch);
  } catch {
    return false;
  }
};

/**
 * The running camera (`camera` actor): opens the chosen camera (the world-facing one when none is listed),
 * plays it in a muted inline <video> that the screen shows, reports `camera.started` or `camera.failed`;
 * decodes one frame in the centred 60 % region on each `camera.scanRequested` (`camera.decoded` or
 * `camera.notFound`); sets the torch on `camera.flashSet`. Stopping the actor stops the stream and the decoder.
 */
export const camera = fromCallback<CameraCommand, { cameraId: string | null }>(
  ({ input, sendBack, receive }) => {
    const report = (event: CameraReport) => {
      if (!stopped) sendBack(event);
    };
    let stopped = false;
    let stream: MediaStream | null = null;
    let engine: Promise<{ QrScanner: QrScannerModule['default']; engine: QrEngine }> | null = null;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.autoplay = true;
    video.setAttribute('playsinline', '');
    video.setAttribute('muted', '');

    (async () => {
      try {
        const opened = await mediaDevices().getUserMedia({
          audio: false,
          video: input.cameraId ? { deviceId: { exact: input.cameraId } } : { facingMode: 'environment' },
        });
        if (stopped) {
          stopStream(opened);
          return;
        }
        stream = opened;
        video.srcObject = opened;
        await video.play();
        if (video.readyState < HTMLMediaElement.HAVE_METADATA) {
          await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
        }
        report({ type: 'camera.started', preview: video, hasFlash: hasTorch(opened.getVideoTracks()[0]) });
      } catch (error) {
        report({ type: 'camera.failed', error: failureOf(error) });
      }
    })();

    const decoder = () => {
      engine ??= import('qr-scanner').then(async ({ default: QrScanner }) => ({
        QrScanner,
        engine: await QrScanner.createQrEngine(),
      }));
      return engine;
    };

    receive((command) => {
      if (command.type === 'camera.scanRequested') {
        decoder()
          .then(({ QrScanner, engine }) =>
            QrScanner.scanImage(video, {
              scanRegion: scanRegion(video.videoWidth, video.videoHeight),
              qrEngine: engine,
              returnDetailedScanResult: true,
            }),
          )
          .then(
            (result) => report({ type: 'camera.decoded', text: result.data }),
            // "No QR code found", a frame not ready yet, or the decoder failing: the next second tries again.
            () => report({ type: 'camera.notFound' }),
          );
      } else if (command.type === 'camera.flashSet') {
        const track = stream?.getVideoTracks()[0];
        const constraints = { advanced: [{ torch: command.on }] } as unknown as MediaTrackConstraints;
        (track ? track.applyConstraints(constraints) : Promise.reject(new Error('no camera')))
          .then(() => report({ type: 'camera.flashChanged', on: command.on }))
          .catch(() => report({ type: 'camera.flashChanged', on: !command.on }));
      }
    });

    return () => {
      stopped = true;
      stopStream(stream);
      video.pause();
      video.srcObject = null;
      video.remove();
      engine?.then(
        ({ engine }) => {
          if (engine instanceof Worker) engine.terminate();
        },
        () => {},
      );
    };
  },
);
