/** Input types that bring up a keyboard; checkboxes, radios, buttons, ranges and pickers do not count. */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'tel',
  'url',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

export interface FocusTargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

/**
 * Whether focusing this element means the user is typing (accounts.md §2.3: on mobile the bottom bar hides
 * while a text input or text area has focus; checkboxes and radios do not count).
 */
export function isTextEntryElement(target: FocusTargetLike | null | undefined): boolean {
  if (!target?.tagName) return false;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((target.type || 'text').toLowerCase());
  return target.isContentEditable === true;
}
