import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { unknownText } from '@/lib/format';
import { Timeline } from './timeline';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } });

describe('Timeline', () => {
  it('draws each event as a dot in its tone, the title, the text and the time, in the order given', () => {
    const time = Date.UTC(2026, 0, 2, 10, 30) / 1000;
    render(
      <I18nextProvider i18n={i18n}>
        <Timeline
          events={[
            { key: 2, tone: 'success', title: 'Succeeded', text: 'Invoice completed', time },
            { key: 1, title: 'Created', time: null },
          ]}
        />
      </I18nextProvider>,
    );
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first.querySelector('[aria-hidden="true"]')).toHaveAttribute('data-tone', 'success');
    expect(within(first).getByText('Succeeded')).toBeInTheDocument();
    expect(within(first).getByText('Invoice completed')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', new Date(time * 1000).toISOString());
    // No tone: a neutral dot; no time: said to be unknown.
    expect(second.querySelector('[aria-hidden="true"]')).toHaveAttribute('data-tone', 'default');
    expect(within(second).getByText(unknownText('en'))).toBeInTheDocument();
  });
});
