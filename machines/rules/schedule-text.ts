/**
 * A branch's status line as the app shows it (ordering.md §3 Branch "scheduleStatus (display text)"). The server
 * answers it in Spanish, worded by the `schedule.*` messages (machines/rules/schedule.ts). A line that is one of
 * them is read back into its message and values, so the badge follows the diner's language like the rest of the
 * UI; any other line (a branch's own note) stays the server's text, shown as content.
 */
import {
  type Catalogue,
  type MessageKey,
  outsideText,
  textInLanguage,
  type UiText,
} from '../../locales/catalogue';
import { accounts } from '../../locales/es/accounts';

interface Matcher {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matchersOf(node: Catalogue, prefix: string): Matcher[] {
  return Object.entries(node).flatMap(([name, value]): Matcher[] => {
    const key = `${prefix}.${name}`;
    if (typeof value !== 'string') return matchersOf(value, key);
    const names: string[] = [];
    const source = value
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const slot = /^\{\{\s*(\w+)\s*\}\}$/.exec(part);
        if (!slot) return literal(part);
        names.push(slot[1]);
        return '(.+?)';
      })
      .join('');
    return [{ key: key as MessageKey, pattern: new RegExp(`^${source}$`), names }];
  });
}

let matchers: Matcher[] | null = null;

/**
 * The message a Spanish status line was worded by, with its values; else the line itself as content. With
 * `isInLanguage` (the branch was asked for with ?lang=), the server already translated that note: it is shown
 * as it came, not translated again.
 */
export function scheduleStatusText(line: string, isInLanguage = false): UiText {
  matchers ??= matchersOf(accounts.schedule, 'schedule');
  const text = line.trim();
  for (const { key, pattern, names } of matchers) {
    const found = pattern.exec(text);
    if (!found) continue;
    if (!names.length) return key;
    return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) };
  }
  return isInLanguage ? textInLanguage(line) : outsideText(line);
}
