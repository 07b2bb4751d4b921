import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containerOfScript, libraryCopies, packageOfSource } from './library-copies';

describe('packageOfSource', () => {
  it('names plain and scoped packages, through the pnpm store layout', () => {
    const zod = 'webpack://x/../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core.js';
    assert.equal(packageOfSource(zod), 'zod');
    const query = 'webpack://x/node_modules/@tanstack/query-core/build/index.js';
    assert.equal(packageOfSource(query), '@tanstack/query-core');
  });

  it('is null for the app own sources', () => {
    assert.equal(packageOfSource('webpack://adlens_host/./src/bootstrap.tsx'), null);
  });
});

describe('libraryCopies', () => {
  const zod = 'node_modules/.pnpm/zod@4.6.7/node_modules/zod/index.js';
  const react = 'node_modules/.pnpm/react@19/node_modules/react/index.js';

  it('reports a package loaded by two containers, with both containers', () => {
    const copies = libraryCopies([
      { url: 'http://h/894.a.js', sources: [zod] },
      { url: 'http://h/923.b.js', sources: [react] },
      { url: 'http://h/remotes/remote-search/0.2.0/894.c.js', sources: [zod, 'src/page.tsx'] },
    ]);
    assert.deepEqual(copies, [
      { library: 'zod', containers: ['/', '/remotes/remote-search/0.2.0'] },
    ]);
  });

  it('does not count a package split over several chunks of one container', () => {
    const copies = libraryCopies([
      { url: 'http://h/1.js', sources: [react] },
      { url: 'http://h/2.js', sources: [react] },
    ]);
    assert.deepEqual(copies, []);
  });

  it('places a script in its folder', () => {
    assert.equal(containerOfScript('http://h/main.js'), '/');
    assert.equal(
      containerOfScript('http://h/remotes/remote-auth/0.1.0/remoteEntry.js'),
      '/remotes/remote-auth/0.1.0',
    );
  });
});
