import { PASSWORD_RULE_TEXT } from '@adlens/shared-contracts';
import { render, screen } from '@testing-library/react';
import { CodeInput } from './code-input';
import { NewPasswordInput } from './new-password-input';

describe('new password input', () => {
  it('shows the password rule and lets the browser suggest a new password', () => {
    render(<NewPasswordInput label="New password" />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAccessibleDescription(PASSWORD_RULE_TEXT);
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toBeRequired();
  });
});

describe('code input', () => {
  it('asks for digits and offers one-time-code autofill', () => {
    render(<CodeInput label="Confirmation code" />);
    const input = screen.getByRole('textbox', { name: 'Confirmation code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('name', 'code');
  });
});
