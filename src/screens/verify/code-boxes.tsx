import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
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
 * here: the first box has focus when the boxes open, typing moves to the next box, backspace on an empty box
 * moves back, a pasted code fills all four. Digits only: the numeric keyboard, a digits pattern, and a paste
 * keeps its digits ("12-34" fills 1, 2, 3, 4); the flow drops anything else typed.
 */
export function CodeBoxes({ digits, isInvalid, describedBy, onDigitEntered, onEnter }: CodeBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, digits.length - 1))]?.focus();

  // The code is what the diner came to type: start in the first box.
  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = event.clipboardData.getData('text').replace(/[^0-9]/g, '');
    if (!code) return;
    onDigitEntered(index, code);
    focus(code.length >= digits.length ? digits.length - 1 : index + 1);
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
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          value={digit}
          onPaste={onPaste(index)}
          onKeyDown={onKeyDown(index)}
          onChange={(event) => {
            const text = event.target.value;
            const typed = text.replace(/[^0-9]/g, '');
            onDigitEntered(index, typed);
            if (typed.length >= digits.length) focus(digits.length - 1);
            else if (/[0-9]$/.test(text)) focus(index + 1);
          }}
        />
      ))}
    </fieldset>
  );
}
