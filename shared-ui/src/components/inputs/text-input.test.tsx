import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('is named by its label', () => {
    render(<TextInput label="Company" />);
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeInTheDocument();
  });

  it('announces its error and marks itself invalid', () => {
    render(<TextInput label="Company" error="Required" aria-describedby="extra" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
    expect(input.getAttribute('aria-describedby')).toMatch(/^extra /);
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
  });

  it('is valid without an error', () => {
    render(<TextInput label="Company" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forwards its ref and other props', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput label="Company" ref={ref} name="company" maxLength={20} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect(ref.current).toHaveAttribute('maxlength', '20');
    expect(ref.current).toHaveAttribute('name', 'company');
  });
});
