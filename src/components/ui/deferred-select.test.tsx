import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSelect } from './deferred-select';

const options = [
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
] as const;

/** The real (Base UI) select keeps its value in a hidden input next to the trigger; the stand-in has none. */
const isReal = (trigger: HTMLElement) =>
  trigger.parentElement?.querySelector('input[aria-hidden="true"]') != null;

describe('DeferredSelect', () => {
  it('shows a combobox with the same name and value before any dropdown code loads', () => {
    render(
      <DeferredSelect label="Income period" hideLabel options={options} value="week" onChange={() => {}} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Income period' });
    expect(trigger).toHaveTextContent('This week');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(isReal(trigger)).toBe(false);
  });

  it('a click opens the real list at once, and a choice is reported', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DeferredSelect label="Income period" options={options} value="day" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Income period' }));
    await user.click(await screen.findByRole('option', { name: 'This month' }));
    expect(onChange).toHaveBeenCalledWith('month');
  });

  it('from the keyboard: Tab then Enter opens the list, and focus stays on the select', async () => {
    const user = userEvent.setup();
    render(<DeferredSelect label="Payout period" options={options} value="day" onChange={() => {}} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Payout period' })).toHaveFocus();
    // Focus alone loads the real select; it takes over with focus kept.
    await waitFor(() => expect(isReal(screen.getByRole('combobox', { name: 'Payout period' }))).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Payout period' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'This week' })).toBeInTheDocument();
  });
});
