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
