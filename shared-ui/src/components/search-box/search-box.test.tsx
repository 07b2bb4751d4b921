import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, type SearchBoxProps } from './search-box';
import type { SearchItem } from './search-result-list';

const ITEMS: SearchItem[] = [
  { id: 'n', label: 'Nike' },
  { id: 'a', label: 'Adidas' },
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(props: Partial<SearchBoxProps<SearchItem>> = {}) {
  const handlers = { onSearch: jest.fn(), onSelect: jest.fn(), onSubmit: jest.fn() };
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<SearchBox label="Search brands" results={null} {...handlers} {...props} />);
  const rerender = (next: Partial<SearchBoxProps<SearchItem>>) =>
    view.rerender(
      <SearchBox label="Search brands" results={null} {...handlers} {...props} {...next} />,
    );
  return {
    ...handlers,
    user,
    rerender,
    input: screen.getByRole('combobox', { name: 'Search brands' }),
  };
}

describe('SearchBox', () => {
  it('searches 500 ms after the last keystroke, once', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, 'nik');
    act(() => jest.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('nik');
  });

  it('does not search when the text is cleared', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, 'n{Backspace}');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('opens the result list when focused with results and at least 1 character', async () => {
    const { user, input } = setup({ results: ITEMS, defaultValue: 'n' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nike',
      'Adidas',
    ]);
    expect(screen.getByRole('listbox').parentElement).toHaveStyle({ maxHeight: '180px' });
  });

  it('closes on blur', async () => {
    const { user, input } = setup({ results: ITEMS, defaultValue: 'n' });
    await user.click(input);
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the text gets shorter than 1 character', async () => {
    const { user, input } = setup({ results: ITEMS, defaultValue: 'n' });
    await user.click(input);
    await user.clear(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("shows 'Result Not Found' when the search found no items", async () => {
    const { user, input } = setup({ results: [], defaultValue: 'zzz' });
    await user.click(input);
    expect(screen.getByText('Result Not Found')).toBeInTheDocument();
  });

  it('moves through options with the arrow keys and picks one with Enter', async () => {
    const { user, input, onSelect } = setup({ results: ITEMS, defaultValue: 'n' });
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const adidas = screen.getByRole('option', { name: 'Adidas' });
    expect(adidas).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', adidas.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Nike' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ITEMS[0]);
  });

  it('picks an option by click', async () => {
    const { user, input, onSelect } = setup({ results: ITEMS, defaultValue: 'n' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Adidas' }));
    expect(onSelect).toHaveBeenCalledWith(ITEMS[1]);
  });

  it('closes on Escape', async () => {
    const { user, input } = setup({ results: ITEMS, defaultValue: 'n' });
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits only with text, results, nothing loading and no typing', async () => {
    const { user, input, onSubmit, rerender } = setup({ results: ITEMS, defaultValue: 'n' });
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeEnabled();

    await user.type(input, 'i');
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(500));
    rerender({ loading: true });
    expect(button).toBeDisabled();
    rerender({ loading: false });
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith('ni');
  });

  it('refuses to submit without results', async () => {
    const { user, input, onSubmit } = setup({ results: [], defaultValue: 'n' });
    await user.type(input, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an error under the box, marks the box invalid and describes it by the error', () => {
    const { input, rerender } = setup({ defaultValue: '"open' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender({ error: 'Unclosed quote at 1' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unclosed quote at 1');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Unclosed quote at 1');
    rerender({ error: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('reports every change of the text at once, before the debounced search', async () => {
    const onInput = jest.fn();
    const { user, input, onSearch } = setup({ onInput });
    await user.type(input, 'ab');
    expect(onInput.mock.calls).toEqual([['a'], ['ab']]);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
