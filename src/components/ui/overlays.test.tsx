import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import ui from '../../../locales/en/ui.json';
import { Button } from './button';
import { ConfirmDialog, Dialog } from './dialog';
import { Menu, MenuItem } from './menu';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ui } } } });
const withI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with the close button', async () => {
    const user = userEvent.setup();
    withI18n(
      <Dialog trigger={<Button>Add address</Button>} title="New IP address" description="IPv4 only">
        <p>Body</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New IP address' });
    expect(dialog).toHaveAccessibleDescription('IPv4 only');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function ControlledConfirm({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Sure?"
      confirmLabel="Yes"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('waits for a promise before closing and stays open when it fails', async () => {
    const user = userEvent.setup();
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
        }),
    );
    withI18n(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete the address?"
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the address?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });

    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle?.reject(new Error('nope')));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(confirm).not.toHaveAttribute('aria-busy');

    await user.click(confirm);
    await act(async () => settle?.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancel closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    withI18n(<ControlledConfirm onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('Menu', () => {
  it('opens from its trigger and runs an item', async () => {
    const user = userEvent.setup();
    const onQuit = vi.fn();
    withI18n(
      <Menu trigger={<Button>Account</Button>}>
        <MenuItem onClick={onQuit}>Log out</MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(onQuit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
