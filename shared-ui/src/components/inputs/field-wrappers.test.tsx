import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './checkbox-field';
import { RangeInput } from './range-input';
import { SelectField } from './select-field';

describe('SelectField', () => {
  const options = [
    { value: 'meta', label: 'Meta' },
    { value: 'tiktok', label: 'TikTok' },
  ];

  it('is named by its label and reports the chosen option', async () => {
    const onChange = jest.fn();
    render(<SelectField label="Platform" options={options} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'TikTok');
    expect(onChange.mock.calls[0][0].target.value).toBe('tiktok');
  });

  it('announces its error', () => {
    render(<SelectField label="Platform" options={options} error="Pick a platform" />);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveAccessibleDescription(
      'Pick a platform',
    );
  });
});

describe('CheckboxField', () => {
  it('toggles and carries its hint as description', async () => {
    render(<CheckboxField label="Only video ads" hint="Locked on the free version" />);
    const box = screen.getByRole('checkbox', { name: 'Only video ads' });
    expect(box).toHaveAccessibleDescription('Locked on the free version');
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});

describe('RangeInput', () => {
  it('shows and announces its formatted value', () => {
    const onChange = jest.fn();
    render(
      <RangeInput
        label="Days running"
        value={30}
        min={0}
        max={365}
        formatValue={(days) => `${days} days`}
        onChange={onChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Days running' });
    expect(slider).toHaveAttribute('aria-valuetext', '30 days');
    expect(screen.getByRole('status')).toHaveTextContent('30 days');
    fireEvent.change(slider, { target: { value: '40' } });
    expect(onChange).toHaveBeenCalled();
  });
});
