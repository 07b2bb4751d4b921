import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Compilation } from 'webpack';
import { startupScripts } from './startup-preload.mjs';

interface FakeChunk {
  files: Set<string>;
  modules: { type: string; blocks: object[] }[];
}

/** A compilation reduced to what the traversal reads: chunk files, chunk modules, block groups. */
function fakeCompilation(blockGroups: Map<object, { chunks: FakeChunk[] }>) {
  return {
    chunkGraph: {
      getChunkModulesIterable: (chunk: FakeChunk) => chunk.modules,
      getBlockChunkGroup: (block: object) => blockGroups.get(block),
    },
  } as unknown as Compilation;
}

const chunk = (files: string[], modules: FakeChunk['modules'] = []): FakeChunk => ({
  files: new Set(files),
  modules,
});

describe('startupScripts', () => {
  it('follows shared modules consumed by the group and by the shared modules themselves', () => {
    const reactDom = chunk(['react-dom.js']);
    const routerBlock = {};
    const router = chunk(['router.js'], [{ type: 'consume-shared-module', blocks: [{}] }]);
    const kitBlock = {};
    const kit = chunk(
      ['kit.js', 'kit.js.map'],
      [{ type: 'consume-shared-module', blocks: [routerBlock] }],
    );
    const bootstrap = chunk(
      ['bootstrap.js'],
      [
        { type: 'javascript/auto', blocks: [{}] },
        { type: 'consume-shared-module', blocks: [kitBlock] },
      ],
    );
    const groups = new Map<object, { chunks: FakeChunk[] }>([
      [kitBlock, { chunks: [kit] }],
      [routerBlock, { chunks: [router, reactDom] }],
    ]);
    const files = startupScripts(fakeCompilation(groups), [{ chunks: [bootstrap] }] as never);
    assert.deepEqual(files, ['bootstrap.js', 'kit.js', 'router.js', 'react-dom.js']);
  });

  it('lists a chunk once when several groups or consumes reach it', () => {
    const shared = chunk(['react.js']);
    const block = {};
    const consumer = { type: 'consume-shared-module', blocks: [block] };
    const groups = new Map([[block, { chunks: [shared] }]]);
    const files = startupScripts(fakeCompilation(groups), [
      { chunks: [chunk(['a.js'], [consumer])] },
      { chunks: [chunk(['b.js'], [consumer]), shared] },
    ] as never);
    assert.deepEqual(files, ['a.js', 'b.js', 'react.js']);
  });
});
