import { HostServicesProvider } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Component as AnalyticsPage } from './analytics-page';

function renderAt(path: string) {
  return render(
    <HostServicesProvider value={createFakeHostServices()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:platform/analytics" element={<AnalyticsPage />} />
        </Routes>
      </MemoryRouter>
    </HostServicesProvider>,
  );
}

describe('AnalyticsPage', () => {
  it('titles the page with the platform from the path', () => {
    renderAt('/pinterest/analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Pinterest analytics' })).toBeVisible();
  });

  it('says so when the platform in the path is unknown', () => {
    renderAt('/myspace/analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Unknown platform' })).toBeVisible();
  });
});
