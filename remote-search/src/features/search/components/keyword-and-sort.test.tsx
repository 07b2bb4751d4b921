import type { AdSuggestion } from '@adlens/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderSearchPage } from '../../../testing/render-search-page';
import type { SearchState } from '../state/search-state';
import { KeywordControl, SortControl } from './keyword-and-sort';

const STATE: SearchState = { filters: { keyword: 'shoes', ctas: ['Shop Now'] }, sort: 'newest' };

const SUGGESTIONS: AdSuggestion[] = [
  { kind: 'advertiser', id: 12, label: 'Bold Boots' },
  { kind: 'domain', id: 3, label: 'boldboots.com' },
  { kind: 'keyword', id: null, label: 'bold sale' },
];

function renderControls(answer: (q: string) => AdSuggestion[] = () => SUGGESTIONS) {
  const onChange = jest.fn<undefined, [SearchState]>();
  function Controls() {
    const [state, setState] = useState(STATE);
    const change = (next: SearchState) => {
      onChange(next);
      setState(next);
    };
    return (
      <>
        <KeywordControl platform="tiktok" state={state} onChange={change} />
        <SortControl state={state} sorts={undefined} onChange={change} />
      </>
    );
  }
  const view = renderSearchPage(
    '/tiktok/search',
    { SearchPage: { Component: Controls } },
    {
      handlers: {
        'GET /v1/{platform}/ads/suggestions': (input) => {
          const { q } = input.query as { q: string };
          return { items: answer(q) };
        },
      },
    },
  );
  const suggestionCalls = () =>
    view.services.calls.filter((call) => call.endpoint === 'GET /v1/{platform}/ads/suggestions');
  return { ...view, onChange, suggestionCalls, user: userEvent.setup() };
}

async function typeInBox(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByRole('combobox', { name: 'Keyword' });
  await user.clear(box);
  await user.type(box, text);
  return box;
}

describe('keyword and sort controls', () => {
  it('asks for the suggestions of the typed text once the typing pauses', async () => {
    const { user, suggestionCalls } = renderControls();
    await typeInBox(user, 'bol');
    expect(await screen.findByRole('option', { name: /Bold Boots/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /boldboots\.com/ })).toHaveTextContent('Domain');
    expect(suggestionCalls().map((call) => call.input)).toEqual([
      { params: { platform: 'tiktok' }, query: { q: 'bol' } },
    ]);
  });

  it("shows 'Result Not Found' when nothing matches", async () => {
    const { user } = renderControls(() => []);
    await typeInBox(user, 'zzz');
    expect(await screen.findByText('Result Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('asks nothing when the text is shorter than 1 character', async () => {
    const { user, suggestionCalls } = renderControls();
    const box = await typeInBox(user, 'b');
    await user.clear(box);
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled());
    expect(suggestionCalls()).toEqual([]);
  });

  it('searches the typed text as the keyword, keeping the other filters and the sort', async () => {
    const { user, onChange } = renderControls();
    await typeInBox(user, 'bol');
    await screen.findByRole('option', { name: /Bold Boots/ });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { keyword: 'bol', ctas: ['Shop Now'] },
      sort: 'newest',
    });
  });

  it('chooses a keyword suggestion with the keyboard', async () => {
    const { user, onChange } = renderControls();
    await typeInBox(user, 'bol');
    await screen.findByRole('option', { name: /Bold Boots/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    // Two words are one suggestion: it goes in as a phrase.
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { keyword: '"bold sale"', ctas: ['Shop Now'] },
      sort: 'newest',
    });
  });

  it('opens the owner page of a chosen advertiser', async () => {
    const { user, router } = renderControls();
    await typeInBox(user, 'bol');
    await user.click(await screen.findByRole('option', { name: /Bold Boots/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiktok/owner/12'));
  });

  it('drops the keyword with the clear button', async () => {
    const { user, onChange } = renderControls();
    await user.click(await screen.findByRole('button', { name: 'Clear keyword' }));
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { keyword: undefined, ctas: ['Shop Now'] },
      sort: 'newest',
    });
  });

  it('changes the sort and keeps the filters', async () => {
    const { user, onChange } = renderControls();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'most_seen');
    expect(onChange).toHaveBeenLastCalledWith({ ...STATE, sort: 'most_seen' });
  });

  it('asks for suggestions of the term being typed, not of the whole query', async () => {
    const { user, suggestionCalls } = renderControls();
    await typeInBox(user, 'shoes OR bol');
    await screen.findByRole('option', { name: /Bold Boots/ });
    expect(suggestionCalls().map((call) => call.input)).toEqual([
      { params: { platform: 'tiktok' }, query: { q: 'bol' } },
    ]);
  });

  it('puts a chosen suggestion in place of the term being typed', async () => {
    const { user, onChange } = renderControls();
    await typeInBox(user, 'shoes OR bol');
    await user.click(await screen.findByRole('option', { name: /bold sale/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { keyword: 'shoes OR "bold sale"', ctas: ['Shop Now'] },
      sort: 'newest',
    });
  });

  it('searches a boolean query in its canonical form, though its last term has no suggestions', async () => {
    const { user, onChange } = renderControls(() => []);
    await typeInBox(user, 'nike OR adidas  shoes');
    await screen.findByText('Result Not Found');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { keyword: '(nike OR adidas) shoes', ctas: ['Shop Now'] },
      sort: 'newest',
    });
  });

  it('shows where a malformed query went wrong and searches nothing', async () => {
    const { user, onChange } = renderControls();
    const box = await typeInBox(user, 'shoes "bold');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Unclosed quote at 7');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Unclosed quote at 7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    // The message follows the fix at once.
    await user.type(box, '"');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a suggestion that would leave the query malformed, saying why', async () => {
    const { user, onChange } = renderControls();
    await typeInBox(user, '(shoes bol');
    await user.click(await screen.findByRole('option', { name: /bold sale/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unclosed ( at 1');
    expect(onChange).not.toHaveBeenCalled();
  });
});
