import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Each test starts before the dropdown code has loaded: its own instance of the module (a
 * query makes a new module id; resetting the whole registry would reach other test files).
 */
let DeferredSelect: typeof import('./deferred-select').DeferredSelect;
let instance = 0;
beforeEach(async () => {
  instance += 1;
  const module = (await import(
    /* @vite-ignore */ `./deferred-select?instance=${instance}`
  )) as typeof import('./deferred-select');
  DeferredSelect = module.DeferredSelect;
});

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

  it('pointing at it loads the real select, a click opens its list, and a choice is reported', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DeferredSelect label="Income period" options={options} value="day" onChange={onChange} />);
    // Pointing at the stand-in starts the download; the real select then takes its place
    // (at once when the code is already cached), and the press opens it.
    await user.hover(screen.getByRole('combobox', { name: 'Income period' }));
    await waitFor(() => expect(isReal(screen.getByRole('combobox', { name: 'Income period' }))).toBe(true));
    await user.click(screen.getByRole('combobox', { name: 'Income period' }));
    await user.click(await screen.findByRole('option', { name: 'This month' }));
    expect(onChange).toHaveBeenCalledWith('month');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('from the keyboard: Tab then Enter opens the list, and focus stays on the select', async () => {
    const user = userEvent.setup();
    render(<DeferredSelect label="Payout period" options={options} value="day" onChange={() => {}} />);
    await user.tab();
    // The stand-in or, when the code is already here, the real select: either has focus.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payout period' })).toHaveFocus());
    // Focus alone loads the real select; it takes over with focus kept.
    await waitFor(() => expect(isReal(screen.getByRole('combobox', { name: 'Payout period' }))).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Payout period' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'This week' })).toBeInTheDocument();
  });

  it('once the dropdown code is here, a later select is the real one at once (a tap never lands on a stand-in)', async () => {
    const user = userEvent.setup();
    const first = render(
      <DeferredSelect label="Income period" options={options} value="day" onChange={() => {}} />,
    );
    await user.hover(screen.getByRole('combobox', { name: 'Income period' }));
    await waitFor(() => expect(isReal(screen.getByRole('combobox', { name: 'Income period' }))).toBe(true));
    first.unmount();

    const onChange = vi.fn();
    render(<DeferredSelect label="Payout period" options={options} value="day" onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Payout period' });
    expect(isReal(trigger)).toBe(true);
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'This week' }));
    expect(onChange).toHaveBeenCalledWith('week');
  });
});
