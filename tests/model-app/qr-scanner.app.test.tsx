// @vitest-environment happy-dom
import { vi } from 'vitest';
import { qrScannerAppModel } from '@/machines/qr-scanner/qr-scanner.app-model';
// The checkout route group, loaded before the clock is faked (React.lazy finds it in the module cache).
import '@/src/app/route-groups/checkout-screens';
import { installCameraStandIn } from './camera-stand-in';
import { describeAppModel } from './describe-app-model';

// The decoder (qr-scanner and its worker): what the frame shows is the step's.
const decoder = vi.hoisted(() => ({ scanImage: (): Promise<{ data: string }> => new Promise(() => {}) }));
vi.mock('qr-scanner', () => ({
  default: { createQrEngine: async () => ({}), scanImage: () => decoder.scanImage() },
}));
// Loaded now, with real timers (the camera adapter imports it on the first scan).
await import('qr-scanner');
// happy-dom has no Worker; the adapter asks \`engine instanceof Worker\` when the camera stops (after the runner
// has removed its stubs), so it is defined for the whole file.
if (!('Worker' in globalThis)) Object.assign(globalThis, { Worker: class {} });

decoder.scanImage = installCameraStandIn().scanImage;
describeAppModel(qrScannerAppModel);
