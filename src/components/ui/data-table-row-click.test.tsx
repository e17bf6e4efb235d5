import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowClick } from './data-table';

function Row({ open }: { open: () => void }) {
  return (
    <table>
      <tbody>
        <tr onClick={rowClick(open)}>
          <td>Invoice 42</td>
          <td>
            <a href="#42">Open 42</a>
            <button type="button">Copy</button>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

afterEach(() => window.getSelection()?.removeAllRanges());

describe('rowClick', () => {
  it('opens on a click anywhere on the row outside its links and buttons', () => {
    const open = vi.fn();
    render(<Row open={open} />);
    fireEvent.click(screen.getByText('Invoice 42'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves a click on an inner link or button to that control', () => {
    const open = vi.fn();
    render(<Row open={open} />);
    fireEvent.click(screen.getByRole('link', { name: 'Open 42' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('does not open when the click ends a text selection', () => {
    const open = vi.fn();
    render(<Row open={open} />);
    const text = screen.getByText('Invoice 42');
    const range = document.createRange();
    range.selectNodeContents(text);
    window.getSelection()?.addRange(range);
    fireEvent.click(text);
    expect(open).not.toHaveBeenCalled();
  });
});
