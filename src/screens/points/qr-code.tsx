import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of white border around the symbol, as the QR standard asks for reliable scanning. */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR symbol as one SVG path (pure: same text, same path). */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path };
}

export interface QrCodeProps {
  /** What the code encodes. */
  value: string;
  /** The accessible name of the image. */
  label: string;
}

/** A QR code drawn as SVG, crisp at any size and without a canvas. */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
