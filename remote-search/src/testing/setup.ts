import { configure } from '@testing-library/react';

// jsdom has no IntersectionObserver; the visibility hooks only need one that can be created.
class InertIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

if (!('IntersectionObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: InertIntersectionObserver });
}

// Pages render after their loader: on a busy machine the first render of a file can take longer
// than the default second that `findBy…` waits.
configure({ asyncUtilTimeout: 5000 });

// The kit's Tooltip and ImagePreview load its overlays entry on first render (decision 0039); its
// first import in a test file compiles floating-ui, which would count against whichever test first
// renders one. Loading it once before the file's tests keeps that out of every test's time.
beforeAll(async () => {
  await import('@adlens/shared-ui/overlays');
}, 60_000);
