import { storesDb } from '@mocks/db/stores';
import { handle } from '@mocks/lib/define';
import { server } from '@mocks/node';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as endpoints from '@/api/stores/stores.endpoints';
import { resetFeedback } from '@/components/feedback/feedback';
import { renderRoute } from '../render';

// Toasts and the save indicator live in a module-level store: start every test without them.
beforeEach(() => resetFeedback());

const AURORA = 301;

describe('Store chat settings', () => {
  it('loads the chat switch and texts of the store', async () => {
    const stored = storesDb.get(AURORA);
    await renderRoute(`/store/${AURORA}/chat`);
    expect(await screen.findByLabelText('Greeting')).toHaveValue(stored?.chat_settings.greeting);
    expect(screen.getByLabelText('Operator name')).toHaveValue(stored?.chat_settings.operator_name);
    expect(screen.getByRole('switch', { name: /Show the chat on the payment page/ })).toHaveAttribute(
      'aria-checked',
      String(stored?.chat_enabled),
    );
  });

  it('saves the chat switch and texts', async () => {
    const { user } = await renderRoute(`/store/${AURORA}/chat`);
    const greeting = await screen.findByLabelText('Greeting');
    await user.clear(greeting);
    await user.type(greeting, 'Hi! Ask us anything about your order.');
    const wasEnabled = storesDb.get(AURORA)?.chat_enabled;
    await user.click(screen.getByRole('switch', { name: /Show the chat on the payment page/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(storesDb.get(AURORA)).toMatchObject({
      chat_enabled: !wasEnabled,
      chat_settings: expect.objectContaining({ greeting: 'Hi! Ask us anything about your order.' }),
    });
  });

  it('keeps the typed texts when saving fails and says why', async () => {
    server.use(
      handle(endpoints.storeChatSettings, () =>
        HttpResponse.json({ messages: ['unknown_error'] }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute(`/store/${AURORA}/chat`);
    const hours = await screen.findByLabelText('Working hours');
    await user.clear(hours);
    await user.type(hours, 'Mon–Fri 10:00–19:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were not saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Working hours')).toHaveValue('Mon–Fri 10:00–19:00');
    expect(storesDb.get(AURORA)?.chat_settings.working_hours).toBe('09:00-18:00');
  });
});
