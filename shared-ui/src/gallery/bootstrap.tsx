import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GalleryApp } from './gallery-app';

const container = document.getElementById('root');
if (!container) throw new Error('The gallery page needs <div id="root">');
createRoot(container).render(
  <StrictMode>
    <GalleryApp />
  </StrictMode>,
);
