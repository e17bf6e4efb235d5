import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionItem } from './accordion';
import { Checkbox } from './checkbox';
import { Table, TBody, Td, THead, Th, Tr } from './data-table';
import { Select } from './select';
import { Switch } from './switch';
import { Tabs, TabsList, TabsPanel, TabsTab } from './tabs';

describe('Select', () => {
  const options = [
    { value: 'en', label: 'English' },
    { value: 'ru', label: 'Русский' },
  ] as const;

  it('is named by its label, shows the chosen option and reports a new choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select label="Language" options={options} value="en" onChange={onChange} error="Choose a language" />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Language' });
    expect(trigger).toHaveTextContent('English');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a language');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Русский' }));
    expect(onChange).toHaveBeenCalledWith('ru');
  });
});

describe('Checkbox and Switch', () => {
  it('toggle through their labels', async () => {
    const user = userEvent.setup();
    const onCheckbox = vi.fn();
    const onSwitch = vi.fn();
    render(
      <>
        <Checkbox label="Select all" checked={false} onCheckedChange={onCheckbox} />
        <Switch label="Withdrawal" description="Ask for the PIN" checked onCheckedChange={onSwitch} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await user.click(screen.getByText('Select all'));
    expect(onCheckbox).toHaveBeenCalledWith(true);
    const toggle = screen.getByRole('switch', { name: 'Withdrawal' });
    expect(toggle).toHaveAccessibleDescription('Ask for the PIN');
    await user.click(toggle);
    expect(onSwitch).toHaveBeenCalledWith(false);
  });
});

/** Two accordions with one open panel between them (security page). */
function SharedAccordions() {
  const [open, setOpen] = useState<string | null>(null);
  const value = (id: string[]) => (next: string[]) =>
    setOpen(next[0] ?? (id.includes(open ?? '') ? null : open));
  return (
    <>
      <Accordion value={open ? [open] : []} onValueChange={value(['password', 'email'])}>
        <AccordionItem value="password" title="Password">
          Password form
        </AccordionItem>
      </Accordion>
      <Accordion value={open ? [open] : []} onValueChange={value(['pin'])}>
        <AccordionItem value="pin" title="PIN code">
          PIN form
        </AccordionItem>
      </Accordion>
    </>
  );
}

describe('Accordion', () => {
  it('is controlled: one open panel shared by two accordions', async () => {
    const user = userEvent.setup();
    render(<SharedAccordions />);
    const password = screen.getByRole('button', { name: 'Password' });
    const pin = screen.getByRole('button', { name: 'PIN code' });
    await user.click(password);
    expect(password).toHaveAttribute('aria-expanded', 'true');
    await user.click(pin);
    expect(pin).toHaveAttribute('aria-expanded', 'true');
    expect(password).toHaveAttribute('aria-expanded', 'false');
    await user.click(pin);
    expect(pin).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});

describe('Table', () => {
  it('a sortable header is a button and reports its order with aria-sort', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(
      <Table label="Latest invoices">
        <THead>
          <Tr>
            <Th sort="desc" onSort={onSort}>
              Date
            </Th>
            <Th numeric>Amount</Th>
          </Tr>
        </THead>
        <TBody>
          <Tr>
            <Td>01.02</Td>
            <Td numeric>12.00</Td>
          </Tr>
        </TBody>
      </Table>,
    );
    expect(screen.getByRole('region', { name: 'Latest invoices' })).toHaveAttribute('tabindex', '0');
    const date = screen.getByRole('columnheader', { name: 'Date' });
    expect(date).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(onSort).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('cell', { name: '12.00' })).toHaveClass('tabular-nums');
  });
});

describe('Tabs', () => {
  it('switch panels', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="table">
        <TabsList label="View" variant="segmented">
          <TabsTab value="table">Table</TabsTab>
          <TabsTab value="chart">Chart</TabsTab>
        </TabsList>
        <TabsPanel value="table">Rows</TabsPanel>
        <TabsPanel value="chart">Lines</TabsPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rows');
    await user.click(screen.getByRole('tab', { name: 'Chart' }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Lines'));
  });
});
