import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Chip } from '../chip/chip';
import { renderRouterLink } from './router-link';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('renderRouterLink', () => {
  it('draws a kit link that navigates in the router, keeping its class', async () => {
    render(
      <MemoryRouter initialEntries={['/meta/search']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Chip href="/meta/owner/7" renderLink={renderRouterLink}>
                  Nova Labs
                </Chip>
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Nova Labs' });
    expect(link).toHaveAttribute('href', '/meta/owner/7');
    expect(link).toHaveClass('adl-chip--link');

    await userEvent.click(link);

    expect(screen.getByText('at /meta/owner/7')).toBeInTheDocument();
  });
});
