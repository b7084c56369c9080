import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';

/**
 * Brand text (terms, privacy) as paragraphs of plain text: every run of line breaks starts a new paragraph.
 * React escapes the strings, so markup in brand data is shown as text and never interpreted.
 */
export function toParagraphs(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export const LEGAL_EMPTY = 'legal.empty' satisfies MessageKey;

export interface LegalTextProps {
  /** The brand's text exactly as stored (never HTML). */
  text: string | null | undefined;
  /** The paragraphs in the diner's language (content translation); as written when not given. */
  translate?: (paragraph: string) => string;
}

/** The brand's terms or privacy text, safely rendered (accounts.md §2.6 "Terms and privacy"). */
export function LegalText({ text, translate = (paragraph) => paragraph }: LegalTextProps) {
  const { t } = useTranslation();
  const paragraphs = toParagraphs(text);
  if (paragraphs.length === 0) return <p className="screen-message">{t(LEGAL_EMPTY)}</p>;
  return (
    <div className="legal__text">
      {paragraphs.map((paragraph, index) => {
        const shown = translate(paragraph);
        // A paragraph still in Spanish says so, for screen readers, whatever the UI language.
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in document order.
          <p key={index} lang={shown === paragraph ? 'es' : undefined}>
            {shown}
          </p>
        );
      })}
    </div>
  );
}
