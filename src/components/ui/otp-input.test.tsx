import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureFullCatalogue, initI18n } from '@/i18n/i18n';
import { applyOtpPaste, isOtpChar, OtpInput, type OtpMode, removeOtpChar, typeOtpChar } from './otp-input';

describe('One-time code input: digits only (letters too in letter-numeric mode)', () => {
  it('number mode accepts digits and refuses letters', () => {
    expect(isOtpChar('7', 'numeric')).toBe(true);
    expect(isOtpChar('a', 'numeric')).toBe(false);
    expect(isOtpChar(' ', 'numeric')).toBe(false);
  });
  it('letter-numeric mode accepts Latin letters and digits', () => {
    expect(isOtpChar('a', 'alphanumeric')).toBe(true);
    expect(isOtpChar('7', 'alphanumeric')).toBe(true);
    expect(isOtpChar('-', 'alphanumeric')).toBe(false);
  });
  it('typing a letter in number mode changes nothing', () =>
    expect(typeOtpChar('12', 'x', 2, 6, 'numeric')).toBe('12'));
  it('typing fills the first free box', () => expect(typeOtpChar('12', '3', 5, 6, 'numeric')).toBe('123'));
  it('typing over a filled box replaces it', () =>
    expect(typeOtpChar('123', '9', 1, 6, 'numeric')).toBe('193'));
  it('a full input takes no more', () => expect(typeOtpChar('123456', '7', 6, 6, 'numeric')).toBe('123456'));
  it('deleting a box closes the gap', () => expect(removeOtpChar('1234', 1)).toBe('134'));
});

describe('One-time code input: paste trimmed to the free length; non-digits rejected in number mode', () => {
  it('pasted 12ab56 is rejected in number mode', () =>
    expect(applyOtpPaste('', '12ab56', 6, 'numeric')).toBeNull());
  it('a paste longer than the boxes is trimmed', () =>
    expect(applyOtpPaste('', '12345678', 6, 'numeric')).toBe('123456'));
  it('a paste after three typed digits keeps only the free length', () =>
    expect(applyOtpPaste('123', '456789', 6, 'numeric')).toBe('123456'));
  it('a paste into the first box replaces what follows', () =>
    expect(applyOtpPaste('999', '123456', 6, 'numeric', 0)).toBe('123456'));
  it('a copied line break around the code is ignored', () =>
    expect(applyOtpPaste('', ' 654321\n', 6, 'numeric')).toBe('654321'));
  it('letter-numeric mode keeps letters and digits, upper-cased', () =>
    expect(applyOtpPaste('', 'ab-12c', 6, 'alphanumeric')).toBe('AB12C'));
  it('an empty paste is rejected', () => expect(applyOtpPaste('12', '   ', 6, 'numeric')).toBeNull());
});

function Harness({
  length = 6,
  mode = 'numeric',
  onComplete,
}: {
  length?: number;
  mode?: OtpMode;
  onComplete?: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput
        label="Code"
        length={length}
        mode={mode}
        value={value}
        onChange={setValue}
        onComplete={onComplete}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('One-time code input (component)', () => {
  beforeAll(async () => {
    await initI18n({ lang: 'en', loadServerCatalogue: async () => ({}) });
    await ensureFullCatalogue();
  });

  it('is a labelled group of boxes, each named "Digit n of N", with one-time-code autocomplete', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Code' });
    expect(group).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(first).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('advances to the next box while typing and reports completion', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('12a3456');
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveFocus();
  });

  it('Backspace in an empty box clears the previous one and moves back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123');
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
  });

  it('Tab leaves the code boxes forward and Shift+Tab backward, from empty, partly filled and full boxes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Harness length={4} />
        <button type="button">After</button>
      </>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    const after = screen.getByRole('button', { name: 'After' });
    before.focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
    await user.tab();
    expect(after).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
    await user.keyboard('12');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    await user.tab();
    expect(after).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(before).toHaveFocus();
    await user.tab();
    await user.keyboard('34');
    await user.tab();
    expect(after).toHaveFocus();
  });

  it('clicking a box past the filled ones focuses the first empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 5 of 6' }));
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  });

  it('pasting 12ab56 changes nothing; pasting 12345678 fills six boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('12ab56');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    await user.paste('12345678');
    expect(screen.getByTestId('value')).toHaveTextContent(/^123456$/);
  });

  it('letter-numeric mode takes letters', async () => {
    const user = userEvent.setup();
    render(<Harness mode="alphanumeric" length={4} />);
    await user.click(screen.getByRole('textbox', { name: 'Character 1 of 4' }));
    await user.keyboard('a1b2');
    expect(screen.getByTestId('value')).toHaveTextContent('A1B2');
  });
});
