import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import ui from '../../../locales/en/ui.json';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ui } } } });

describe('the feedback layer when its views cannot be downloaded (the server is out of reach)', () => {
  it('still shows and announces every message, plainly, and the save indicator in its live regions', async () => {
    vi.doMock('./feedback-views', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { FeedbackLayer } = await import('./feedback-layer');
    const { popup, resetFeedback, toast } = await import('./feedback');
    render(
      <I18nextProvider i18n={i18n}>
        <FeedbackLayer />
      </I18nextProvider>,
    );
    act(() => {
      toast.error('Signing in failed: No connection to the server.');
      toast.success('Link sent');
      popup.fail();
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(list).toHaveTextContent('Signing in failed: No connection to the server.');
    const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toContain('Signing in failed: No connection to the server.');
    expect(alerts).toContain('Error');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain('Link sent');
    act(() => resetFeedback());
  });
});
