import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineFormRow } from './inline-form-row';

describe('InlineFormRow', () => {
  it('keeps the input and its button in one row, in reading and tab order', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form aria-label="New collection" onSubmit={onSubmit}>
        <InlineFormRow>
          <label>
            Collection name
            <input />
          </label>
          <button type="submit">Create</button>
        </InlineFormRow>
      </form>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Collection name' })).toHaveFocus();
    await user.keyboard('Shoes{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Create' }).parentElement).toHaveClass(
      'adl-inline-form-row',
    );
  });
});
