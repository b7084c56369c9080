// @vitest-environment happy-dom
/**
 * VERIFY's four boxes (accounts.md §2.4, §5.3 "exactly 4 digits", issue 10 #8): digits only (numeric
 * keyboard, a digits pattern, letters typed or pasted never reach a box) and the first box has focus when
 * the boxes open. Rendered with the flow's own rule for the boxes (`enterCodeDigits`), in happy-dom.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CODE, enterCodeDigits } from '@/machines/sign-up/sign-up.form';
import { CodeBoxes } from '@/src/screens/verify/code-boxes';

function Boxes() {
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  return (
    <CodeBoxes
      digits={digits}
      isInvalid={false}
      onDigitEntered={(index, text) => setDigits((current) => enterCodeDigits(current, index, text))}
      onEnter={() => {}}
    />
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

afterEach(cleanup);

describe('the verification code boxes', () => {
  it('start with the first box focused', () => {
    render(<Boxes />);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('ask for the numeric keyboard and digits only', () => {
    render(<Boxes />);
    for (const box of boxes()) {
      expect(box.getAttribute('inputmode')).toBe('numeric');
      expect(box.getAttribute('pattern')).toBe('[0-9]*');
    }
  });

  it('refuse letters typed, keeping focus where it was, and take the digits', async () => {
    const user = userEvent.setup();
    render(<Boxes />);
    await user.keyboard('a');
    expect(values()).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('7x');
    expect(values()).toEqual(['7', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('keep only the digits of a pasted code', () => {
    render(<Boxes />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => ' 12-34 ' } });
    expect(values()).toEqual(['1', '2', '3', '4']);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => 'ab' } });
    expect(values()).toEqual(['1', '2', '3', '4']);
  });

  it('the rule drops anything but digits', () => {
    expect(enterCodeDigits(EMPTY_CODE, 0, 'a')).toEqual(['', '', '', '']);
    expect(enterCodeDigits(EMPTY_CODE, 0, 'abcd')).toEqual(['', '', '', '']);
    expect(enterCodeDigits(EMPTY_CODE, 0, '1a2b3c4d')).toEqual(['1', '2', '3', '4']);
  });
});
