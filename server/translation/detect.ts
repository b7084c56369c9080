/**
 * Language detection for the sandbox's `/detect` (§7.8): a stop-word count over the languages the
 * offline engines speak, plus Chinese by script. Good enough for a sandbox; the real service is Google's.
 */

// biome-ignore format: one language per line
const STOP_WORDS: Record<string, string[]> = {
  es: ['el', 'la', 'los', 'las', 'de', 'del', 'que', 'y', 'en', 'un', 'una', 'es', 'con', 'por', 'para', 'su', 'al', 'lo', 'como', 'más', 'pero', 'sus', 'le', 'ya', 'o', 'este', 'sí', 'porque', 'esta', 'entre', 'cuando', 'muy', 'sin', 'sobre', 'también', 'hola', 'gracias', 'usted', 'vos', 'tenés', 'pedido', 'quiero', 'pedir', 'cómo', 'qué', 'estás', 'yo', 'necesito'],
  en: ['the', 'of', 'and', 'to', 'in', 'is', 'you', 'that', 'it', 'he', 'was', 'for', 'on', 'are', 'as', 'with', 'his', 'they', 'at', 'be', 'this', 'have', 'from', 'or', 'by', 'not', 'but', 'what', 'all', 'were', 'your', 'hello', 'thanks', 'order', 'please'],
  pt: ['o', 'os', 'as', 'de', 'do', 'da', 'dos', 'das', 'que', 'e', 'em', 'um', 'uma', 'é', 'com', 'não', 'para', 'por', 'mais', 'se', 'na', 'no', 'ao', 'seu', 'sua', 'você', 'olá', 'obrigado', 'pedido', 'muito', 'também', 'isso', 'está'],
  fr: ['le', 'la', 'les', 'de', 'des', 'du', 'et', 'en', 'un', 'une', 'est', 'que', 'qui', 'dans', 'pour', 'pas', 'sur', 'au', 'avec', 'ce', 'il', 'elle', 'vous', 'nous', 'je', 'ne', 'bonjour', 'merci', 'commande', 'très', 'aussi', 'mais'],
  it: ['il', 'lo', 'la', 'gli', 'le', 'di', 'del', 'della', 'che', 'e', 'è', 'in', 'un', 'una', 'per', 'con', 'non', 'sono', 'ciao', 'grazie', 'ordine', 'molto', 'anche', 'questo', 'questa', 'ma', 'come', 'nel', 'alla'],
  de: ['der', 'die', 'das', 'und', 'ist', 'zu', 'den', 'mit', 'von', 'nicht', 'ein', 'eine', 'auf', 'für', 'sie', 'es', 'ich', 'sich', 'des', 'dem', 'im', 'auch', 'wir', 'hallo', 'danke', 'bestellung', 'sehr', 'aber', 'oder'],
};

const LOOKUP: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [language, words] of Object.entries(STOP_WORDS)) {
    for (const w of words) map.set(w, [...(map.get(w) ?? []), language]);
  }
  return map;
})();

export interface Detection {
  language: string;
  confidence: number;
  isReliable: boolean;
}

export function detectLanguage(text: string): Detection {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (han > 0 && han >= letters / 2) return { language: 'zh-CN', confidence: 0.9, isReliable: true };
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const score = new Map<string, number>();
  for (const w of words) {
    const langs = LOOKUP.get(w) ?? [];
    // A word shared by several languages counts for each, but less.
    for (const l of langs) score.set(l, (score.get(l) ?? 0) + 1 / langs.length);
  }
  const ranked = [...score].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return { language: 'und', confidence: 0, isReliable: false };
  const [best, second] = ranked;
  const total = ranked.reduce((sum, [, s]) => sum + s, 0);
  const confidence = Math.round((best[1] / total) * 100) / 100;
  return { language: best[0], confidence, isReliable: best[1] >= 2 && best[1] > (second?.[1] ?? 0) * 1.5 };
}
