import { vi } from 'vitest';
import { type CameraStandIn, cameraStandIn } from '@/machines/qr-scanner/qr-scanner.app-model';

type Kind = 'permission' | 'access' | 'list' | 'open' | 'scan' | 'torch';
interface Pending {
  kind: Kind;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  done: boolean;
}

/**
 * The browser's camera for the qrScanner app-model: navigator.permissions, navigator.mediaDevices and the torch
 * answer when a step says so (each call waits, like the browser's prompt or a camera that takes its time); the
 * <video> plays at once; `qr-scanner` is mocked by the test file to decode what the step puts in the frame.
 */
export function installCameraStandIn(): { scanImage: () => Promise<{ data: string }> } {
  let pending: Pending[] = [];
  let opened: Array<string | null> = [];
  const wait = <T>(kind: Kind) =>
    new Promise<T>((resolve, reject) => {
      pending.push({ kind, resolve: resolve as (v: unknown) => void, reject, done: false });
    });
  const track = {
    stop: () => {},
    getCapabilities: () => ({ torch: true }),
    applyConstraints: () => wait<void>('torch'),
  };
  // A MediaStream (the <video>'s srcObject takes nothing else) whose one track is the stand-in's.
  const streamOf = () =>
    Object.assign(new MediaStream(), { getTracks: () => [track], getVideoTracks: () => [track] });
  const flush = async () => {
    await vi.advanceTimersByTimeAsync(0);
  };
  const settleNewest = async (kind: Kind, settle: (p: Pending) => void) => {
    const p = pending.findLast((x) => x.kind === kind && !x.done);
    if (!p) throw new Error(`the app is not waiting for the camera's "${kind}"`);
    p.done = true;
    settle(p);
    await flush();
  };
  const standIn: CameraStandIn = {
    reset: () => {
      pending = [];
      opened = [];
      Object.defineProperty(navigator, 'permissions', {
        configurable: true,
        value: { query: () => wait<{ state: string }>('permission') },
      });
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: {
          getUserMedia: (constraints: { video: unknown }) => {
            const video = constraints.video as { deviceId?: { exact: string } } | true;
            if (video === true) return wait('access');
            opened.push(video.deviceId?.exact ?? null);
            return wait('open');
          },
          enumerateDevices: () => wait('list'),
        },
      });
      Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
      HTMLMediaElement.prototype.play = () => Promise.resolve();
    },
    waitingFor: (kind) => pending.some((p) => p.kind === kind && !p.done),
    listingsSinceOpening: () =>
      pending
        .slice(pending.findLastIndex((p) => p.kind === 'permission') + 1)
        .filter((p) => p.kind === 'list').length,
    openedCameras: () => [...opened],
    permission: (state) => settleNewest('permission', (p) => p.resolve({ state })),
    access: (error) =>
      settleNewest('access', (p) =>
        error ? p.reject(Object.assign(new Error(error), { name: error })) : p.resolve(streamOf()),
      ),
    list: (cameras) =>
      settleNewest('list', (p) =>
        typeof cameras === 'string'
          ? p.reject(Object.assign(new Error(cameras), { name: cameras }))
          : p.resolve(cameras.map((c) => ({ kind: 'videoinput', deviceId: c.id, label: c.label }))),
      ),
    open: (error) =>
      settleNewest('open', (p) =>
        error ? p.reject(Object.assign(new Error(error), { name: error })) : p.resolve(streamOf()),
      ),
    frame: (text) =>
      settleNewest('scan', (p) =>
        text === null ? p.reject(new Error('No QR code found')) : p.resolve({ data: text }),
      ),
    torch: () => settleNewest('torch', (p) => p.resolve(undefined)),
  };
  cameraStandIn.current = standIn;
  return { scanImage: () => wait<{ data: string }>('scan') };
}
