import { ApiError } from '@adlens/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Skeleton } from '../components/skeleton/skeleton';
import { AsyncContent, type QueryResultLike } from './async-content';

type Ads = readonly string[];

const base = { error: null, refetch: jest.fn(), isFetching: false };

function renderAds(query: QueryResultLike<Ads>) {
  return render(
    <AsyncContent
      query={query}
      skeleton={<Skeleton height={80} />}
      loadingLabel="Loading the ads"
      isEmpty={(ads) => ads.length === 0}
      empty={<p>No ads yet</p>}
      errorTitle="The ads could not load"
    >
      {(ads) => (
        <ul aria-label="Ads">
          {ads.map((ad) => (
            <li key={ad}>{ad}</li>
          ))}
        </ul>
      )}
    </AsyncContent>,
  );
}

describe('async content', () => {
  it('shows the skeleton in a busy status region while the first data loads', () => {
    renderAds({ ...base, status: 'pending', isFetching: true });

    const region = screen.getByRole('status', { name: 'Loading the ads' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the data once it is there', () => {
    renderAds({ ...base, status: 'success', data: ['Shoes', 'Hats'] });

    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Shoes', 'Hats']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the content on screen during a background refresh', () => {
    renderAds({ ...base, status: 'success', data: ['Shoes'], isFetching: true });

    expect(screen.getByRole('list', { name: 'Ads' })).toBeInTheDocument();
  });

  it('shows the empty state for data with nothing in it', () => {
    renderAds({ ...base, status: 'success', data: [] });

    expect(screen.getByText('No ads yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry, which refetches", async () => {
    const refetch = jest.fn();
    const error = new ApiError({ message: 'Search is busy, try again', type: 'error' }, 503);
    renderAds({ ...base, status: 'error', error, refetch });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The ads could not load');
    expect(alert).toHaveTextContent('Search is busy, try again');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('words a failure without a server message for people', () => {
    renderAds({ ...base, status: 'error', error: new TypeError('Failed to fetch') });

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('shows the skeleton again while a retry is under way', () => {
    renderAds({ ...base, status: 'error', error: new Error('x'), isFetching: true });

    expect(screen.getByRole('status', { name: 'Loading the ads' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the children for empty data when no empty state is given', () => {
    render(
      <AsyncContent
        query={{ ...base, status: 'success', data: 0 }}
        skeleton={null}
        isEmpty={(count) => count === 0}
      >
        {(count) => <p>{count} results</p>}
      </AsyncContent>,
    );

    expect(screen.getByText('0 results')).toBeInTheDocument();
  });
});
