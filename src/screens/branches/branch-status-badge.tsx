import type { UiText } from '@/locales/catalogue';
import type { Branch } from '@/machines/catalogue/catalogue.types';
import { useUiText } from '@/src/i18n/use-ui-text';

export interface BranchStatusBadgeProps {
  status: Branch['status'];
  /** The status line as a message (schedule.*) or, for a branch's own note, the server's text. */
  text: UiText;
}

/** The branch's status badge (ordering.md §2 "Branch card"): 'open' green, 'closing_soon' warning style. */
export function BranchStatusBadge({ status, text }: BranchStatusBadgeProps) {
  const toText = useUiText([text]);
  return <span className={`branch-card__badge branch-card__badge--${status}`}>{toText(text)}</span>;
}
