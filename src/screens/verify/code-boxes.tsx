import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface CodeBoxesProps {
  digits: readonly string[];
  isInvalid: boolean;
  describedBy?: string;
  onDigitEntered: (index: number, text: string) => void;
  /** Enter in a box: submits even while "Finalizar" is disabled, so an incomplete code gets its message. */
  onEnter: () => void;
}

/**
 * Four one-character boxes (accounts.md §2.4 VERIFY). The code lives in the flow; only focus is handled
 * here: typing moves to the next box, backspace on an empty box moves back, a pasted code fills all four.
 */
export function CodeBoxes({ digits, isInvalid, describedBy, onDigitEntered, onEnter }: CodeBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text').trim();
    if (text.length < digits.length) return; // a short paste is typed into this box as usual
    event.preventDefault();
    onDigitEntered(index, text);
    focus(digits.length - 1);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
      return;
    }
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onDigitEntered(index - 1, '');
      focus(index - 1);
    }
  };

  return (
    <fieldset className="code-boxes" aria-describedby={describedBy}>
      <legend className="visually-hidden">{t('verify.code')}</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes are positional: their index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-boxes__box"
          aria-label={t('verify.digit', { position: String(index + 1) })}
          aria-invalid={isInvalid || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          value={digit}
          onPaste={onPaste(index)}
          onKeyDown={onKeyDown(index)}
          onChange={(event) => {
            const text = event.target.value;
            onDigitEntered(index, text);
            if (text.length >= digits.length) focus(digits.length - 1);
            else if (text) focus(index + 1);
          }}
        />
      ))}
    </fieldset>
  );
}
