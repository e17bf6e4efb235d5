import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ui from '../../../locales/en/ui.json';
import {
  POPUP_LIFETIME_MS,
  pauseToasts,
  popup,
  resetFeedback,
  resumeToasts,
  TOAST_LIFETIME_MS,
  TOAST_LIMIT,
  toast,
} from './feedback';
import { FeedbackLayer } from './feedback-layer';
import { Toaster } from './toast';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ui } } } });
const withI18n = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeEach(() => {
  vi.useFakeTimers();
  resetFeedback();
});
afterEach(() => {
  act(() => resetFeedback());
});

describe('toasts (SPEC 9: at most 5, lifetime 5 seconds)', () => {
  it('uses the limits of the spec', () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_LIFETIME_MS).toBe(5000);
  });

  it('shows at most 5 toasts and hides the oldest', () => {
    withI18n(<Toaster />);
    act(() => {
      for (let index = 1; index <= 6; index += 1) toast.info(`Message ${index}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(5);
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    for (let index = 2; index <= 6; index += 1)
      expect(screen.getByText(`Message ${index}`)).toBeInTheDocument();
  });

  it('each toast hides after 5 seconds', () => {
    withI18n(<Toaster />);
    act(() => toast.success('First'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => toast.error('Second'));

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('keeps the remaining lifetime while paused (hover or focus) and resumes it after', () => {
    withI18n(<Toaster />);
    act(() => toast.info('Read me'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => pauseToasts());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => resumeToasts());
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and the rest as status messages', () => {
    withI18n(<Toaster />);
    act(() => {
      toast.error('Network error');
      toast.success('Store created');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('status')).toHaveTextContent('Store created');
  });

  it('closes a toast with its close button', () => {
    withI18n(<Toaster />);
    act(() => toast.info('Dismiss me'));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
  });

  it('shows the same message once, with a fresh lifetime and how many times it came (no silent merge)', () => {
    withI18n(<Toaster />);
    act(() => toast.error('Network error'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => toast.error('Network error'));
    expect(screen.getAllByText(/Network error/)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error (2 times)');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(/Network error/)).toBeInTheDocument();
  });
});

describe('popup indicator (saves)', () => {
  it('its live regions are on the page before the first message, so that one is announced too', () => {
    withI18n(<FeedbackLayer />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('popup shows success then disappears', async () => {
    withI18n(<FeedbackLayer />);
    act(() => popup.success());
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(POPUP_LIFETIME_MS));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('popup fail shows "Error" as an alert, or the given text', async () => {
    withI18n(<FeedbackLayer />);
    act(() => popup.fail());
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    act(() => popup.fail('Profile version is out of date'));
    expect(screen.getByRole('alert')).toHaveTextContent('Profile version is out of date');
  });

  it('the OK button hides the popup at once', async () => {
    withI18n(<FeedbackLayer />);
    act(() => popup.success());
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('the feedback layer', () => {
  it('shows the toast list with the first message, with its close button', () => {
    withI18n(<FeedbackLayer />);
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => toast.error('Network error'));
    expect(screen.getByRole('list', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((node) => node.textContent === 'Network error')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
