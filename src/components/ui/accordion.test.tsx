import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionItem } from './accordion';

describe('AccordionItem with a link header', () => {
  it('clicking the header both follows the link and opens the panel', async () => {
    const onNavigate = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onValueChange = vi.fn();
    render(
      <Accordion value={[]} onValueChange={onValueChange}>
        <AccordionItem
          value="security"
          title="Security"
          triggerRender={<a href="/profile/security" onClick={onNavigate} />}
        >
          Security settings
        </AccordionItem>
      </Accordion>,
    );
    const header = screen.getByText('Security').closest('a');
    expect(header).toHaveAttribute('href', '/profile/security');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(screen.getByText('Security'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(['security']);
  });
});
