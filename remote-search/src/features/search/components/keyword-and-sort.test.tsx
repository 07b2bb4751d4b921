import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchState } from '../state/search-state';
import { KeywordAndSort } from './keyword-and-sort';

const STATE: SearchState = { filters: { keyword: 'shoes', ctas: ['Shop Now'] }, sort: 'newest' };

function renderControls() {
  const onChange = jest.fn<undefined, [SearchState]>();
  render(<KeywordAndSort state={STATE} sorts={undefined} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('keyword and sort controls', () => {
  it('searches a new keyword with the other filters and the sort kept', async () => {
    const { onChange, user } = renderControls();

    await user.clear(screen.getByRole('searchbox', { name: 'Keyword' }));
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), ' boots {Enter}');

    expect(onChange).toHaveBeenLastCalledWith({
      filters: { keyword: 'boots', ctas: ['Shop Now'] },
      sort: 'newest',
    });
  });

  it('drops the keyword when the field is emptied', async () => {
    const { onChange, user } = renderControls();

    await user.clear(screen.getByRole('searchbox', { name: 'Keyword' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(onChange).toHaveBeenLastCalledWith({
      filters: { keyword: undefined, ctas: ['Shop Now'] },
      sort: 'newest',
    });
  });

  it('changes the sort and keeps the filters', async () => {
    const { onChange, user } = renderControls();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'most_seen');

    expect(onChange).toHaveBeenLastCalledWith({ ...STATE, sort: 'most_seen' });
  });
});
