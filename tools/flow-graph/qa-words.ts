import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import type { ContextWord, FlowModel } from '@/machines/flow-model';

/**
 * What a QA "expect:" line says: the first step describes the whole screen, every later step only what changed
 * since the step before, in words (the model's expectation of a newly entered state, and each changed piece of
 * the key context under the name the model gives it in `contextWords`), never a JSON dump.
 */

/**
 * Machines keep catalogue keys and `{text}` (docs/i18n.md); QA reads the Spanish the diner sees. Anything
 * that is not a UI text is left as it is.
 */
export function inSpanish(value: unknown): unknown {
  const asText = (message: UiText) => {
    try {
      return textIn(es, message);
    } catch {
      return undefined;
    }
  };
  if (typeof value === 'string')
    return /^[a-z]\w*(\.\w+)+$/.test(value) ? (asText(value as UiText) ?? value) : value;
  if (Array.isArray(value)) return value.map(inSpanish);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.text === 'string') return record.text;
    if (typeof record.key === 'string' && keys.every((k) => k === 'key' || k === 'values')) {
      return asText(record as unknown as UiText) ?? value;
    }
    return Object.fromEntries(keys.map((k) => [k, inSpanish(record[k])]));
  }
  return value;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The key context as leaf entries, in Spanish: nested objects and arrays of objects are opened up, their keys
 * joined with dots (`errors.email`, `lines.1.name`, 1-based); arrays of plain values stay one entry.
 */
export function flattenContext(context: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (value: unknown, path: string) => {
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    } else if (Array.isArray(value) && value.some((v) => isPlainObject(v) || Array.isArray(v))) {
      value.forEach((v, i) => {
        walk(v, `${path}.${i + 1}`);
      });
    } else {
      out.set(path, isPlainObject(value) ? undefined : value);
    }
  };
  for (const [k, v] of Object.entries(inSpanish(context) as Record<string, unknown>)) walk(v, k);
  return out;
}

/** "currentModalId" → "current modal id"; "errors.email" → "errors › email"; "lines.2.name" → "lines #2 › name". */
export function defaultLabel(path: string): string {
  return path
    .split('.')
    .map((part) =>
      /^\d+$/.test(part)
        ? `#${part}`
        : part
            .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
            .replace(/_/g, ' ')
            .toLowerCase(),
    )
    .join(' › ')
    .replace(/ › #/g, ' #');
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function valueInWords(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueInWords).join(', ');
  if (typeof value === 'string') return `'${value}'`;
  return String(value);
}

/** The model's words for a key path: exact, else with list positions as `*` (`lines.*.name`). */
function wordFor(words: Record<string, ContextWord> | undefined, path: string): ContextWord | undefined {
  if (!words) return undefined;
  return words[path] ?? words[path.replace(/\.\d+(?=\.|$)/g, '.*')];
}

/** One piece of the key context in words: "under Email: 'Por favor ingresa su email'", "Contraseña filled in". */
export function entryInWords(path: string, value: unknown, words?: Record<string, ContextWord>): string {
  const word = wordFor(words, path);
  const spec = typeof word === 'string' ? { label: word } : (word ?? {});
  if (spec.hidden) return '';
  const label = spec.label ?? defaultLabel(path);
  if (typeof value === 'boolean') {
    const phrase = value ? spec.yes : spec.no;
    return phrase ?? `${label}: ${value ? 'yes' : 'no'}`;
  }
  if (isEmpty(value)) return spec.empty ?? `${label}: none`;
  return `${label}: ${valueInWords(value)}`;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What differs between two key contexts, one phrase per changed piece, in the order of the newer one. */
export function contextChangesInWords(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  words?: Record<string, ContextWord>,
): string[] {
  const was = flattenContext(before);
  const now = flattenContext(after);
  const paths = [...now.keys(), ...[...was.keys()].filter((k) => !now.has(k))];
  return paths
    .filter((path) => !sameValue(was.get(path), now.get(path)))
    .map((path) => entryInWords(path, now.get(path), words))
    .filter(Boolean);
}

/** The key context at the start, in words: only the pieces that hold something (and booleans with a phrase). */
export function contextInWords(
  context: Record<string, unknown>,
  words?: Record<string, ContextWord>,
): string[] {
  return [...flattenContext(context)]
    .filter(([path, value]) => {
      if (typeof value === 'boolean') {
        const word = wordFor(words, path);
        return value || (typeof word === 'object' && word.no !== undefined);
      }
      return !isEmpty(value);
    })
    .map(([path, value]) => entryInWords(path, value, words))
    .filter(Boolean);
}

/** A state of the path as the words need it: its active leaves and its key context. */
export interface Shown {
  stateIds: string[];
  keyContext: Record<string, unknown>;
}

const region = (stateId: string) => stateId.split('.')[0];
/** The first clause of an expectation ("'Inicio de sesión' with Email…" out of "…; 'Ingresar' and …"). */
const firstClause = (text: string) => text.split(/;\s/)[0];

const expectationOf = (model: Pick<FlowModel, 'expectations'>, id: string) =>
  model.expectations[id] ?? `the ${id} state (no expectation written)`;

/** The full description, for step 1: every active state (each region named when several run at once). */
export function fullExpectation(
  model: Pick<FlowModel, 'expectations' | 'contextWords'>,
  state: Shown,
): string {
  const parallel = state.stateIds.length > 1;
  const states = state.stateIds.map((id) =>
    parallel ? `${region(id)}: ${expectationOf(model, id)}` : expectationOf(model, id),
  );
  const context = contextInWords(state.keyContext, model.contextWords);
  const parts = [...(states.length ? states : ['the flow has finished']), ...context];
  return parts.join('; ');
}

/**
 * Only what changed since the step before, for steps 2 on: each newly entered state (when it was on screen
 * earlier in the path, "back to …, as at step N"), then each changed piece of context; "nothing changes on
 * screen" when neither changed (after typing: nothing but the typed text). `earlier[k]` is what was shown
 * after step k + 1.
 */
export function changeInWords(
  model: Pick<FlowModel, 'expectations' | 'contextWords'>,
  state: Shown,
  earlier: readonly Shown[],
  action = '',
): string {
  const previous = earlier[earlier.length - 1];
  const parallel = state.stateIds.length > 1 || previous.stateIds.length > 1;
  const entered = state.stateIds.filter((id) => !previous.stateIds.includes(id));
  const states = entered.map((id) => {
    const text = expectationOf(model, id);
    let seenAt = -1;
    for (let k = earlier.length - 1; k >= 0 && seenAt < 0; k--)
      if (earlier[k].stateIds.includes(id)) seenAt = k;
    const said = seenAt >= 0 ? `back to ${firstClause(text)} (as at step ${seenAt + 1})` : text;
    return parallel ? `${region(id)}: ${said}` : said;
  });
  if (state.stateIds.length === 0 && previous.stateIds.length > 0) states.push('the flow has finished');
  const context = contextChangesInWords(previous.keyContext, state.keyContext, model.contextWords);
  const parts = [...states, ...context];
  if (parts.length) return parts.join('; ');
  // The key context need not hold every field: typing shows the text even where the model records nothing.
  return /^(Type|Paste)\b/.test(action)
    ? 'the field shows the text; nothing else changes'
    : 'nothing changes on screen';
}
