import { PAINTED_FRAME_OUTLET } from '@adlens/shared-contracts/platform';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthLayout } from '../layouts/auth-layout';
import { PAINTED_FRAMES, renderPaintedFrame } from './painted-frames';

const PAGE = '<main class="auth-card"><h1>Sign in to Adlens</h1></main>';

function Page() {
  return (
    <main className="auth-card">
      <h1>Sign in to Adlens</h1>
    </main>
  );
}

describe('the painted frame of the auth layout', () => {
  it('is what the live layout renders around its page, with the page in its place', () => {
    const Layout = PAINTED_FRAMES.auth;
    if (!Layout) throw new Error('the auth layout is painted');
    const live = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/authentication/signin']}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path="/authentication/signin" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    const frame = renderPaintedFrame(Layout);

    expect(frame.replace(PAINTED_FRAME_OUTLET, PAGE)).toBe(live);
    const painted = document.createElement('div');
    painted.innerHTML = frame;
    expect(painted.querySelector('header.layout-auth__brand a[href="/"]')).toHaveTextContent(
      'Adlens',
    );
  });

  it('refuses a layout that does not render its page exactly once', () => {
    expect(() => renderPaintedFrame(() => <div className="layout-plain" />)).toThrow(
      'exactly once',
    );
  });
});
