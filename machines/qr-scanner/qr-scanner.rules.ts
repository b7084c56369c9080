/**
 * Pure rules of the table QR scanner (ordering.md §4 "QR scanner", §5 "Table QR", §8 "Camera, QR and maps",
 * §9 "QR scanner"): what a decoded text means, which camera is the back one, the scan region, and what a camera
 * failure is. No DOM, no xstate: the machine and the camera adapter call them, tests/unit/qr-scanner-rules.test.ts
 * holds their tables.
 */
import { parseTableQr, parseUrl } from '../rules/entry';
import { normalise } from '../rules/format';

/** §9 "QR scanner": 1 scan per second, 60 % of the smaller side, the listing tried 3 times. */
export const QR_SCANNER_LIMITS = {
  scansPerSecond: 1,
  scanRegionShare: 0.6,
  cameraListingAttempts: 3,
  /** The decoder's working size (qr-scanner's default canvas): a larger region is scaled down to it. */
  decodeSize: 400,
} as const;

/** The branch the diner is ordering from, as the scanner compares it (currentBranch's Branch). */
export interface ScannerBranch {
  id: string;
  storeId: string;
  name: string;
}

/** A table the scanned QR names: the cart's `table` and `tableId` (ordering.md §3 "Table QR data"). */
export interface ScannedTable {
  table: string;
  tableId: string;
}

export type TableQrCheck =
  | { kind: 'valid'; table: ScannedTable }
  /** 'Este codigo QR no pertenece a una mesa': no URL with table and table_id. */
  | { kind: 'notATable' }
  /** 'Este codigo QR no pertenece a {branch}': a table of another branch (or a QR without its branch). */
  | { kind: 'otherBranch' };

/**
 * §5 "Table QR": the scanned URL must carry table and table_id, and its branch_id and store_id must be the
 * current branch's. The query is read as the first-load entry reads the table QR deep link (rules/entry.ts):
 * all four parameters trimmed and non-empty. A text that is not a URL is not a table.
 */
export function checkTableQr(
  text: string,
  branch: Pick<ScannerBranch, 'id' | 'storeId'> | null,
): TableQrCheck {
  const url = parseUrl(typeof text === 'string' ? text.trim() : '');
  if (!url) return { kind: 'notATable' };
  const table = url.searchParams.get('table')?.trim() ?? '';
  const tableId = url.searchParams.get('table_id')?.trim() ?? '';
  if (table === '' || tableId === '') return { kind: 'notATable' };
  const qr = parseTableQr(url.search);
  if (!qr || !branch || qr.branch_id !== branch.id || qr.store_id !== branch.storeId) {
    return { kind: 'otherBranch' };
  }
  return { kind: 'valid', table: { table: qr.table, tableId: qr.table_id } };
}

/** A camera as the browser lists it (enumerateDevices' videoinput). */
export interface CameraDevice {
  id: string;
  label: string;
}

/**
 * Label words that name a back (world-facing) camera, in many languages (§9: "chosen by label keywords in many
 * languages"). Compared lowercase and without accents.
 */
export const BACK_CAMERA_KEYWORDS = [
  'back', // en; Android's "camera2 0, facing back"
  'rear',
  'environment',
  'world',
  'trasera', // es
  'posterior', // es, pt
  'traseira', // pt
  'arriere', // fr (arrière)
  'hinten', // de
  'ruck', // de (Rückkamera, Rückseite)
  'ruckseite',
  'posteriore', // it
  'retro', // it (fotocamera retro)
  'achter', // nl
  'tylny', // pl
  'tył', // pl (aparat tył)
  'zadn', // cs, sk (zadní), ru transliterated
  'задн', // ru, uk (задняя, задня)
  'тил', // bg
  'arka', // tr
  'bak', // sv, no, da (bakre, bakkamera)
  'taka', // fi (takakamera)
  'hatso', // hu (hátsó)
  '后', // zh (后置)
  '後', // zh-Hant, ja (背面 / 後面)
  '背面', // ja
  '후면', // ko
  'หลัง', // th
  // i18n-exempt: a keyword matched in camera labels, never shown.
  'camera sau', // vi
  'belakang', // id, ms
  'πίσω', // el
  'אחורית', // he
  'خلفية', // ar
] as const;

const FRONT_CAMERA_KEYWORDS = ['front', 'user', 'frontal', 'delantera', 'avant', 'vorne', 'anteriore', '前'];

/**
 * A keyword is found in the label as written (lowercase: 'tył', 'задн', '后') or in the label folded by the
 * app's one text normaliser (accents stripped: 'Caméra arrière' → 'camera arriere', 'Rückkamera' → 'ruckkamera').
 */
const mentions = (label: string, words: readonly string[]): boolean => {
  const raw = label.toLowerCase();
  const folded = normalise(label);
  return words.some((word) => raw.includes(word) || folded.includes(word));
};

/** The label names a back camera (and not a front one: 'front' wins over a stray keyword like 'bak'). */
export function isBackCameraLabel(label: string): boolean {
  return !mentions(label, FRONT_CAMERA_KEYWORDS) && mentions(label, BACK_CAMERA_KEYWORDS);
}

/** The camera to start with: the first whose label names a back camera, else the first listed; null for none. */
export function chooseBackCamera(cameras: readonly CameraDevice[]): string | null {
  if (cameras.length === 0) return null;
  return (cameras.find((camera) => isBackCameraLabel(camera.label)) ?? cameras[0]).id;
}

/** The camera after `currentId` in the list, round (switch camera); null when there is no other one. */
export function nextCamera(cameras: readonly CameraDevice[], currentId: string | null): string | null {
  if (cameras.length < 2) return null;
  const index = cameras.findIndex((camera) => camera.id === currentId);
  return cameras[(index + 1) % cameras.length].id;
}

export interface ScanRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  downScaledWidth: number;
  downScaledHeight: number;
}

/** §9: a centred square whose side is 60 % of the video's smaller side (decoded at most 400 px wide). */
export function scanRegion(videoWidth: number, videoHeight: number): ScanRegion {
  const width = Math.max(0, Number.isFinite(videoWidth) ? videoWidth : 0);
  const height = Math.max(0, Number.isFinite(videoHeight) ? videoHeight : 0);
  const side = Math.round(Math.min(width, height) * QR_SCANNER_LIMITS.scanRegionShare);
  const scaled = Math.min(side, QR_SCANNER_LIMITS.decodeSize);
  return {
    x: Math.round((width - side) / 2),
    y: Math.round((height - side) / 2),
    width: side,
    height: side,
    downScaledWidth: scaled,
    downScaledHeight: scaled,
  };
}

/** §8: a camera failure is either the browser's refusal ('denied') or anything else ('failed'). */
export type CameraFailure = 'denied' | 'failed';

const DENIED_ERRORS = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

/** Reads the DOMException's name (getUserMedia's rejection): NotAllowedError and its kin mean denied. */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name =
    typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
      ? (error as { name: string }).name
      : '';
  return DENIED_ERRORS.has(name) ? 'denied' : 'failed';
}
