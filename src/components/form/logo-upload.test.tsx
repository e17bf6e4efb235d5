import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import { LogoUpload } from './logo-upload';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ui, errors } } } });
const withI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [file] } });

describe('LogoUpload', () => {
  it.each([
    ['a GIF', new File(['x'], 'logo.gif', { type: 'image/gif' })],
    ['a PNG over 1 MB', new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' })],
  ])('refuses %s before sending, in words under the control, and keeps what the page holds', (_, file) => {
    const onUpload = vi.fn(() => Promise.resolve());
    withI18n(
      <form>
        <input aria-label="Store name" defaultValue="" />
        <LogoUpload preview={<span>S</span>} label="Upload logo" busyLabel="Uploading" onUpload={onUpload} />
      </form>,
    );
    fireEvent.change(screen.getByLabelText('Store name'), { target: { value: 'Typed name' } });
    choose(file);
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Upload logo')).toHaveAccessibleDescription(
      'Upload a JPEG or PNG image of at most 1 MB.',
    );
    expect(screen.getByLabelText('Store name')).toHaveValue('Typed name');
  });

  it('sends a PNG within the limit', async () => {
    const onUpload = vi.fn(() => Promise.resolve());
    withI18n(
      <LogoUpload
        compact
        preview={<span>S</span>}
        label="Upload logo"
        busyLabel="Uploading"
        onUpload={onUpload}
      />,
    );
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload logo', { selector: 'input' }), {
      target: { files: [file] },
    });
    expect(onUpload).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload logo' })).not.toHaveAttribute('aria-busy'),
    );
  });
});
