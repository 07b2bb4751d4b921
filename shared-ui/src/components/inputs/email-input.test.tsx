import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_PLACEHOLDER, EmailInput } from './email-input';

function statusIcon(container: HTMLElement) {
  return container.querySelector('svg')?.getAttribute('data-status') ?? null;
}

describe('EmailInput', () => {
  it('has the default label Email and an example address as placeholder', () => {
    render(<EmailInput />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', EMAIL_PLACEHOLDER);
  });

  it('shows the error icon and message in the error state', () => {
    const { container } = render(<EmailInput defaultValue="x" error="Enter a valid e-mail" />);
    expect(statusIcon(container)).toBe('error');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid e-mail',
    );
  });

  it('shows the success icon once filled without error', async () => {
    const { container } = render(<EmailInput />);
    expect(statusIcon(container)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    expect(statusIcon(container)).toBe('success');
  });
});
