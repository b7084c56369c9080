import { describe, expect, it } from 'vitest';
import {
  cameraFailureOf,
  checkTableQr,
  chooseBackCamera,
  isBackCameraLabel,
  nextCamera,
  scanRegion,
} from '@/machines/qr-scanner/qr-scanner.rules';

/** The scanner's pure rules (ordering.md §5 "Table QR", §8 "Camera, QR and maps", §9 "QR scanner"). */
const BRANCH = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const FULL = { table: '12', table_id: 'mesa-12', branch_id: BRANCH.id, store_id: BRANCH.storeId };

describe('checkTableQr (§5 "Table QR")', () => {
  it.each([
    ['the brand URL of a table of this branch', `https://brasa.localhost/?${q(FULL)}`, 'valid'],
    ['a root-relative link', `/?${q(FULL)}`, 'valid'],
    ['a deep path keeps its query', `https://brasa.localhost/menu/x/y?${q(FULL)}`, 'valid'],
    ['spaces around the text', `  https://brasa.localhost/?${q(FULL)}\n`, 'valid'],
    ['no table', `https://brasa.localhost/?${q({ ...FULL, table: '' })}`, 'notATable'],
    [
      'no table_id',
      `https://brasa.localhost/?${q({ table: '12', branch_id: BRANCH.id, store_id: BRANCH.storeId })}`,
      'notATable',
    ],
    ['a blank table_id', `https://brasa.localhost/?${q({ ...FULL, table_id: '  ' })}`, 'notATable'],
    ['a web page', 'https://example.com/promo', 'notATable'],
    ['plain text', 'Wi-Fi: brasa2024', 'notATable'],
    // A word reads as a relative URL (parseUrl resolves it): still no table (issue 12 bad input, the e2e's 'hola').
    ['a bare word', 'hola', 'notATable'],
    ['an empty text', '', 'notATable'],
    ['another branch', `https://brasa.localhost/?${q({ ...FULL, branch_id: 'otra' })}`, 'otherBranch'],
    [
      'another store id',
      `https://brasa.localhost/?${q({ ...FULL, store_id: 'brasa-belgrano' })}`,
      'otherBranch',
    ],
    [
      'a table without its branch',
      `https://brasa.localhost/?${q({ table: '12', table_id: 'mesa-12' })}`,
      'otherBranch',
    ],
  ])('%s → %s', (_, text, kind) => {
    expect(checkTableQr(text, BRANCH).kind).toBe(kind);
  });

  it('answers the table and its id for the cart', () => {
    expect(checkTableQr(`https://brasa.localhost/?${q(FULL)}`, BRANCH)).toEqual({
      kind: 'valid',
      table: { table: '12', tableId: 'mesa-12' },
    });
  });

  it('without a current branch a table cannot match', () => {
    expect(checkTableQr(`https://brasa.localhost/?${q(FULL)}`, null).kind).toBe('otherBranch');
  });
});

describe('the back camera (§9: by label keywords in many languages)', () => {
  it.each([
    ['Back Camera', true],
    ['camera2 0, facing back', true],
    ['Rear camera', true],
    ['Cámara trasera', true],
    ['Câmera traseira', true],
    ['Caméra arrière', true],
    ['Rückkamera', true],
    ['Fotocamera posteriore', true],
    ['后置相机', true],
    ['背面カメラ', true],
    ['후면 카메라', true],
    ['Задняя камера', true],
    ['Front Camera', false],
    ['camera2 1, facing front', false],
    ['Cámara frontal', false],
    ['Integrated Webcam', false],
    ['', false],
  ])('%s → %s', (label, back) => {
    expect(isBackCameraLabel(label)).toBe(back);
  });

  it('prefers the back camera, else the first listed; none listed → null', () => {
    const front = { id: 'f', label: 'Cámara frontal' };
    const back = { id: 'b', label: 'Cámara trasera' };
    const webcam = { id: 'w', label: 'HD Webcam' };
    expect(chooseBackCamera([front, back])).toBe('b');
    expect(chooseBackCamera([webcam, front])).toBe('w');
    expect(chooseBackCamera([])).toBeNull();
  });

  it('switching goes to the next camera and round; one camera has no other', () => {
    const cams = [
      { id: 'a', label: '' },
      { id: 'b', label: '' },
      { id: 'c', label: '' },
    ];
    expect(nextCamera(cams, 'a')).toBe('b');
    expect(nextCamera(cams, 'c')).toBe('a');
    expect(nextCamera(cams, 'gone')).toBe('a');
    expect(nextCamera([cams[0]], 'a')).toBeNull();
  });
});

describe('scanRegion (§9: 60 % of the smaller video side)', () => {
  it.each([
    [640, 480, { x: 176, y: 96, width: 288, height: 288, downScaledWidth: 288, downScaledHeight: 288 }],
    [480, 640, { x: 96, y: 176, width: 288, height: 288, downScaledWidth: 288, downScaledHeight: 288 }],
    [1920, 1080, { x: 636, y: 216, width: 648, height: 648, downScaledWidth: 400, downScaledHeight: 400 }],
    [0, 0, { x: 0, y: 0, width: 0, height: 0, downScaledWidth: 0, downScaledHeight: 0 }],
  ])('%i × %i', (w, h, region) => {
    expect(scanRegion(w, h)).toEqual(region);
  });
});

describe('cameraFailureOf (§8: denied vs failed)', () => {
  it.each([
    [{ name: 'NotAllowedError' }, 'denied'],
    [{ name: 'PermissionDeniedError' }, 'denied'],
    [{ name: 'SecurityError' }, 'denied'],
    [{ name: 'NotFoundError' }, 'failed'],
    [{ name: 'NotReadableError' }, 'failed'],
    [{ name: 'OverconstrainedError' }, 'failed'],
    [new TypeError('getUserMedia is not a function'), 'failed'],
    [null, 'failed'],
    ['NotAllowedError', 'failed'],
  ])('%o → %s', (error, kind) => {
    expect(cameraFailureOf(error)).toBe(kind);
  });
});
