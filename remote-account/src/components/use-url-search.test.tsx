import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useUrlSearch } from './use-url-search';

function Probe() {
  const [search, setSearch] = useUrlSearch();
  const navigate = useNavigate();
  return (
    <>
      <p>{search.toString() || 'empty'}</p>
      <button type="button" onClick={() => setSearch(new URLSearchParams('plan=basic'))}>
        Basic
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('useUrlSearch', () => {
  it('shows a change at once and the URL again after going back', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/plans/select?plan=pro']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('plan=pro')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Basic' }));
    expect(screen.getByText('plan=basic')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('plan=pro')).toBeVisible();
  });
});
