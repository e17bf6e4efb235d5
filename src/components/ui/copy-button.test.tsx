import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ui from '../../../locales/en/ui.json';
import { COPY_FEEDBACK_MS, CopyButton } from './copy-button';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ui } } } });
const withI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('CopyButton', () => {
  it('copy-button feedback lasts 1500 ms', async () => {
    expect(COPY_FEEDBACK_MS).toBe(1500);
    withI18n(<CopyButton text="M-100234" label="Copy merchant ID" />);
    await click('Copy merchant ID');
    expect(writeText).toHaveBeenCalledWith('M-100234');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('says "Copied" inside the button itself, never in a bubble over the text beside it', async () => {
    withI18n(
      <p>
        Northwind <CopyButton text="1001" label="Copy merchant ID" />
      </p>,
    );
    await click('Copy merchant ID');
    const button = screen.getByRole('button', { name: 'Copy merchant ID' });
    const shown = screen.getAllByText('Copied').filter((node) => !node.closest('[role="status"]'));
    expect(shown).toHaveLength(1);
    expect(button).toContainElement(shown[0] as HTMLElement);
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(within(button).queryByText('Copied')).not.toBeInTheDocument();
  });

  it('a button with text shows the feedback in place of its text and keeps its name', async () => {
    withI18n(
      <CopyButton text="addr" label="Copy address">
        Copy address
      </CopyButton>,
    );
    await click('Copy address');
    const button = screen.getByRole('button', { name: 'Copy address' });
    expect(button).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(button).toHaveTextContent('Copy address');
  });

  it('takes a longer feedback time (merchant ID: 3000 ms) and restarts it on a second copy', async () => {
    withI18n(<CopyButton text="M-1" feedbackMs={3000} />);
    await click('Copy');
    act(() => vi.advanceTimersByTime(2000));
    await click('Copy');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    withI18n(<CopyButton text="x" />);
    await click('Copy');
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });
});
