import { escapeHtml } from '../mail/templates';
import { type BrandRow, brandColor } from '../services/brands';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** The logo's box (the splash reserves exactly this 10:3 box) and where the name may go beside the badge. */
const LOGO_WIDTH = 320;
const LOGO_HEIGHT = 96;
const NAME_LEFT = 108;
const NAME_RIGHT = LOGO_WIDTH - 8;
const NAME_WIDTH = NAME_RIGHT - NAME_LEFT;

/**
 * A generous estimate of a bold sans-serif text's width, in px: capitals and wide letters are counted wider
 * than the average, so a name estimated to fit does fit in any system font.
 */
export function estimateBoldTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) {
    if (ch === ' ') ems += 0.35;
    else if (/[MWmw@]/.test(ch)) ems += 1.02;
    else if (/[A-ZÁÉÍÓÚÑ0-9]/.test(ch)) ems += 0.78;
    else if (/[ijlI.,'’]/.test(ch)) ems += 0.36;
    else if (/[frt]/.test(ch)) ems += 0.5;
    else ems += 0.7;
  }
  return ems * fontSize;
}

/** The split of the name's words into two lines whose longer line is the narrowest. */
function twoLines(words: string[]): [string, string] {
  let best: [string, string] = [words.join(' '), ''];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((line) => estimateBoldTextWidth(line, 1)));
    if (width < bestWidth) [best, bestWidth] = [lines, width];
  }
  return best;
}

/**
 * The brand's name beside the badge: one line (26 px, or down to 22 px) when it fits, else two lines (split
 * between words) at the size that fits, never below 14 px; a single word still too wide is squeezed into the space
 * (`textLength`), so the name is never cut ("Distribuidora Del Plata" lost its end at one line of 26 px).
 */
export function logoNameLayout(name: string): {
  fontSize: number;
  lines: Array<{ text: string; y: number; squeeze: boolean }>;
} {
  const words = name.split(/\s+/).filter(Boolean);
  const oneLine = words.join(' ');
  const oneLineSize = Math.min(
    26,
    Math.floor(NAME_WIDTH / Math.max(estimateBoldTextWidth(oneLine, 1), 0.01)),
  );
  if (words.length < 2 || oneLineSize >= 22) {
    const fontSize = Math.max(14, oneLineSize);
    return {
      fontSize,
      lines: [
        {
          text: oneLine,
          y: Math.round(48 + fontSize * 0.38),
          squeeze: estimateBoldTextWidth(oneLine, fontSize) > NAME_WIDTH,
        },
      ],
    };
  }
  const [first, second] = twoLines(words);
  const widest = Math.max(estimateBoldTextWidth(first, 1), estimateBoldTextWidth(second, 1));
  const fontSize = Math.max(14, Math.min(24, Math.floor(NAME_WIDTH / widest)));
  return {
    fontSize,
    lines: [
      {
        text: first,
        y: Math.round(48 - fontSize * 0.2),
        squeeze: estimateBoldTextWidth(first, fontSize) > NAME_WIDTH,
      },
      {
        text: second,
        y: Math.round(48 + fontSize * 0.95),
        squeeze: estimateBoldTextWidth(second, fontSize) > NAME_WIDTH,
      },
    ],
  };
}

/** The brand's header logo, drawn from its name and colours (served offline, no asset files). */
export function logoSvg(b: BrandRow): string {
  const primary = escapeHtml(brandColor(b, 'primary', '#333'));
  const contrast = escapeHtml(brandColor(b, 'primaryContrast', '#fff'));
  const text = escapeHtml(brandColor(b, 'text', '#111'));
  const name = escapeHtml(b.app_name);
  const layout = logoNameLayout(b.app_name);
  const lines = layout.lines
    .map(
      (line) =>
        `<text x="${NAME_LEFT}" y="${line.y}" font-family="system-ui,sans-serif" font-size="${layout.fontSize}" font-weight="700" fill="${text}"${line.squeeze ? ` textLength="${NAME_WIDTH}" lengthAdjust="spacingAndGlyphs"` : ''}>${escapeHtml(line.text)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" role="img" aria-label="${name}">
<rect x="4" y="4" width="88" height="88" rx="22" fill="${primary}"/>
<text x="48" y="62" font-family="Georgia,serif" font-size="40" font-weight="700" fill="${contrast}" text-anchor="middle">${escapeHtml(initials(b.app_name))}</text>
${lines}
</svg>`;
}

/** A soft, patterned app background in the brand's colours. */
export function backgroundSvg(b: BrandRow): string {
  const bg = escapeHtml(brandColor(b, 'background', '#fafafa'));
  const primary = escapeHtml(brandColor(b, 'primary', '#333'));
  const secondary = escapeHtml(brandColor(b, 'secondary', '#666'));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 800" width="400" height="800" preserveAspectRatio="xMidYMid slice">
<defs><pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse">
<circle cx="20" cy="20" r="3" fill="${primary}" opacity="0.18"/><circle cx="60" cy="60" r="2" fill="${secondary}" opacity="0.15"/></pattern>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${primary}" stop-opacity="0.10"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></linearGradient></defs>
<rect width="400" height="800" fill="${bg}"/><rect width="400" height="800" fill="url(#p)"/><rect width="400" height="320" fill="url(#g)"/>
</svg>`;
}
