import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('text-field error keeps label as accessible name', () => {
    render(<TextField label="First name" required error="Type your first name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleName('First name');
    expect(input).toHaveAccessibleDescription('Type your first name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    // The message is outside the label element.
    expect(screen.getByText('First name').closest('label')).not.toHaveTextContent('Type your first name');
  });

  it('lists several errors and keeps the description first', () => {
    render(
      <TextField
        label="Password"
        type="password"
        description="6 to 36 characters"
        error={['Incorrect password format', 'Passwords do not match']}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription(
      '6 to 36 characters Incorrect password format Passwords do not match',
    );
  });

  it('is not invalid without an error', () => {
    render(<TextField label="City" error={[]} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
