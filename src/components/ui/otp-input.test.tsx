import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OtpMode } from '@/domain/otp';
import { ensureFullCatalogue, initI18n } from '@/i18n/i18n';
import { OtpInput } from './otp-input';

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
