import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the text until Show is pressed, then Hide hides it again', async () => {
    render(<PasswordInput />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggle controls the input', () => {
    render(<PasswordInput label="New password" id="new-password" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-controls',
      'new-password',
    );
  });

  it('announces an error', () => {
    render(<PasswordInput error="Too short" />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
  });
});
