import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectCommit } from './multi-select';

const FRUITS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry' },
];
const matches = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

function Harness({
  commit,
  onChange,
  searchable = true,
  initial = [],
}: {
  commit: MultiSelectCommit;
  onChange: (next: string[]) => void;
  searchable?: boolean;
  initial?: string[];
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MultiSelect
      label="Fruit"
      trigger={{ kind: 'field', summary: value.join(',') || 'None' }}
      options={FRUITS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      commit={commit}
      search={searchable ? { label: 'Search fruit', matches } : undefined}
      selectAllLabel="Select all"
      emptyText="not found"
    />
  );
}

describe('MultiSelect', () => {
  it('instant: each tick applies at once, in the order of the options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness commit={{ mode: 'instant' }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Fruit None' }));
    const list = await screen.findByRole('listbox', { name: 'Fruit' });
    await user.click(within(list).getByRole('option', { name: 'Cherry' }));
    await user.click(within(list).getByRole('option', { name: 'Apple' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByRole('button', { name: 'Fruit a,c' })).toBeInTheDocument();
  });

  it('draft: ticks wait for OK; Escape drops them and the next opening starts from the applied choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness commit={{ mode: 'draft', cancelLabel: 'Cancel', okLabel: 'OK' }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Fruit None' }));
    await user.click(await screen.findByRole('option', { name: 'Banana' }));
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Fruit None' }));
    expect(await screen.findByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith(['b']);
  });

  it('select-all is ticked when every option is chosen, mixed when some are, and ticks or clears all', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness commit={{ mode: 'instant' }} onChange={onChange} initial={['a']} />);
    await user.click(screen.getByRole('button', { name: 'Fruit a' }));
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('the search box narrows the options and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness commit={{ mode: 'instant' }} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Fruit None' }));
    const search = await screen.findByRole('combobox', { name: 'Search fruit' });
    await user.type(search, 'AN');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Banana']);
    await user.type(search, 'zz');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('without a search box the options are checkboxes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness commit={{ mode: 'instant' }} onChange={onChange} searchable={false} />);
    await user.click(screen.getByRole('button', { name: 'Fruit None' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Banana' }));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
  });
});
