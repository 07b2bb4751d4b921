import { OPENAPI_DOCUMENT_URL } from '@adlens/shared-contracts';
import { openApiDocument } from '@adlens/shared-contracts/openapi';
import { screen, within } from '@testing-library/react';
import * as ApiReferencePage from '../../../pages/api-reference-page';
import { renderAccountPage } from '../../../testing/render-account-page';

/** The document the API serves, as it goes over the wire: generated from the contract. */
const served = JSON.stringify(openApiDocument());

function answer(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

function renderReference(url: string, ...answers: Response[]) {
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  for (const one of answers) fetchMock.mockResolvedValueOnce(one);
  const page = renderAccountPage(url, { pages: { ApiReferencePage } });
  return { ...page, fetchMock };
}

afterEach(() => jest.restoreAllMocks());

describe('API reference page', () => {
  it('lists the endpoints by tag, and shows the one chosen with the keyboard, in the URL', async () => {
    const { user, path, fetchMock } = renderReference('/dashboard/api', answer(served));
    expect(await screen.findByRole('status', { name: 'Loading the API reference' })).toBeVisible();
    const list = await screen.findByRole('navigation', { name: 'Endpoints' });
    expect(fetchMock).toHaveBeenCalledWith(OPENAPI_DOCUMENT_URL, expect.anything());
    expect(within(list).getByRole('heading', { name: 'ads' })).toBeVisible();
    expect(within(list).getByRole('heading', { name: 'follows' })).toBeVisible();
    expect(screen.getByText('Choose an endpoint')).toBeVisible();

    const search = within(list).getByRole('link', { name: /POST \/v1\/\{platform\}\/ads\/search/ });
    search.focus();
    await user.keyboard('{Enter}');

    expect(path()).toBe('/dashboard/api?endpoint=adSearch');
    const detail = await screen.findByRole('article', { name: 'Ad search' });
    expect(detail).toContainElement(document.activeElement as HTMLElement);
    expect(within(detail).getByText('/api/v1/{platform}/ads/search')).toBeVisible();
    expect(within(detail).getByText(/an API key with the scope ads:read/)).toBeVisible();
    expect(within(detail).getByText('Costs no credits.')).toBeVisible();
    const parameters = within(detail).getByRole('table', { name: 'Parameters' });
    expect(within(parameters).getByRole('rowheader', { name: 'platform' })).toBeVisible();
    const response = within(detail).getByRole('table', { name: 'Response fields (in data)' });
    expect(within(response).getByRole('rowheader', { name: 'items' })).toBeVisible();
    expect(search).toHaveAttribute('aria-current', 'true');
  });

  it('opens on the endpoint the URL names, with its scope and credit cost', async () => {
    renderReference('/dashboard/api?endpoint=adDetail', answer(served));
    const detail = await screen.findByRole('article', { name: 'Ad detail' });
    expect(within(detail).getByText(/scope ads:detail/)).toBeVisible();
    expect(within(detail).getByText(/^Costs 1 credit/)).toBeVisible();
    const parameters = within(detail).getByRole('table', { name: 'Parameters' });
    const dryRun = within(parameters).getByRole('row', { name: /dry_run/ });
    expect(within(dryRun).getByRole('cell', { name: 'no' })).toBeVisible();
  });

  it('says when a session is needed and no key may call', async () => {
    renderReference('/dashboard/api?endpoint=apiKeys', answer(served));
    const detail = await screen.findByRole('article', { name: 'Api keys' });
    expect(
      within(detail).getByText('Signed-in session only: no API key may call it.'),
    ).toBeVisible();
  });

  it('names an endpoint the URL asks for that does not exist', async () => {
    renderReference('/dashboard/api?endpoint=nope', answer(served));
    expect(await screen.findByText('No endpoint named nope')).toBeVisible();
  });

  it('shows an error with Retry when the document does not load, and the list after a retry', async () => {
    const { user } = renderReference('/dashboard/api', answer('{}', 503), answer(served));
    expect(await screen.findByText('The API reference could not load')).toBeVisible();
    expect(screen.getByText('The API description answered 503. Try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('navigation', { name: 'Endpoints' })).toBeVisible();
  });

  it('shows an error when the answer is not an OpenAPI document', async () => {
    renderReference('/dashboard/api', answer('{"status":"ok"}'));
    expect(await screen.findByText('The API description could not be read.')).toBeVisible();
  });

  it('shows the empty state for a document without endpoints', async () => {
    const empty = JSON.stringify({ ...JSON.parse(served), paths: {} });
    renderReference('/dashboard/api', answer(empty));
    expect(await screen.findByText('No endpoints')).toBeVisible();
  });
});
