import { PAINTED_FRAME_OUTLET, type RouteLayout } from '@adlens/shared-contracts/platform';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthLayout } from '../layouts/auth-layout';

/**
 * The layouts around pages that a remote may paint from its release (decision 0041): guest
 * pages are authentication pages. Their frame belongs to the host, so the host renders it, at its
 * own build; the remote's fragment goes into its outlet on the server.
 */
export const PAINTED_FRAMES: Partial<Record<RouteLayout, ComponentType>> = { auth: AuthLayout };

const OUTLET_MARK = '<template data-adl-outlet=""></template>';

function OutletMark() {
  return <template data-adl-outlet="" />;
}

/**
 * The layout's markup as the live app renders it around a page, with the page's place marked
 * by PAINTED_FRAME_OUTLET: rendered from the layout component itself, so the painted page
 * cannot drift from the live one.
 */
export function renderPaintedFrame(Layout: ComponentType): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<OutletMark />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  if (html.split(OUTLET_MARK).length !== 2) {
    throw new Error('A painted frame renders its page exactly once');
  }
  return html.replace(OUTLET_MARK, PAINTED_FRAME_OUTLET);
}
