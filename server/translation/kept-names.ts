/**
 * Proper names the engine must not translate: a brand called "Brasa Palermo" is not "Brace Palermo" in
 * Italian. Each occurrence becomes a placeholder the engine passes through, and is put back afterwards. An
 * answer that lost or mangled a placeholder beyond recognition is no translation (the caller keeps the
 * Spanish and does not cache it).
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholder = (i: number) => `__NK${i}__`;
/** The placeholder as engines give it back: case and spaces may change around the underscores. */
const placeholderPattern = (i: number) => new RegExp(`_\\s*_\\s*NK\\s*${i}\\s*_\\s*_`, 'gi');

export interface KeptNames {
  /** The text to send to the engine. */
  text: string;
  /** The engine's answer with the names back, or null when a name was lost. */
  restore(translated: string): string | null;
}

export function keepNames(text: string, names: readonly string[]): KeptNames {
  const used: Array<{ i: number; name: string }> = [];
  let prepared = text;
  // Longest first, so "Brasa Palermo Centro" is not split by "Brasa Palermo".
  const sorted = [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  for (const name of sorted) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
    if (!pattern.test(prepared)) continue;
    const i = used.length;
    used.push({ i, name });
    prepared = prepared.replace(pattern, placeholder(i));
  }
  return {
    text: prepared,
    restore(translated) {
      let out = translated;
      for (const { i, name } of used) {
        const pattern = placeholderPattern(i);
        if (!pattern.test(out)) return null;
        out = out.replace(placeholderPattern(i), name);
      }
      return out;
    },
  };
}
