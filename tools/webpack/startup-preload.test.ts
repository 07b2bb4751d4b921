import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Compilation } from 'webpack';
import { startupScripts } from './startup-preload.mjs';

interface FakeModule {
  type: string;
  blocks: object[];
  options?: { shareKey: string };
  _name?: string;
}

interface FakeChunk {
  files: Set<string>;
  modules: FakeModule[];
}

/** A compilation reduced to what the traversal reads: modules, chunk files, block groups. */
function fakeCompilation(
  blockGroups: Map<object, { chunks: FakeChunk[] }>,
  modules: FakeModule[] = [],
) {
  return {
    modules,
    chunkGraph: {
      getChunkModulesIterable: (chunk: FakeChunk) => chunk.modules,
      getBlockChunkGroup: (block: object) => blockGroups.get(block),
    },
  } as unknown as Compilation;
}

const chunk = (files: string[], modules: FakeModule[] = []): FakeChunk => ({
  files: new Set(files),
  modules,
});

const consume = (shareKey: string, fallback: object): FakeModule => ({
  type: 'consume-shared-module',
  options: { shareKey },
  blocks: [fallback],
});

describe('startupScripts', () => {
  it('follows shared modules consumed by the group and by the shared modules themselves', () => {
    const reactDom = chunk(['react-dom.js']);
    const routerBlock = {};
    const router = chunk(['router.js'], [consume('react-dom', {})]);
    const kitBlock = {};
    const kit = chunk(
      ['kit.js', 'kit.js.map', 'kit.css'],
      [consume('react-router-dom', routerBlock)],
    );
    const bootstrap = chunk(
      ['bootstrap.js'],
      [{ type: 'javascript/auto', blocks: [{}] }, consume('@adlens/shared-ui', kitBlock)],
    );
    const groups = new Map<object, { chunks: FakeChunk[] }>([
      [kitBlock, { chunks: [kit] }],
      [routerBlock, { chunks: [router, reactDom] }],
    ]);
    const files = startupScripts(fakeCompilation(groups), [{ chunks: [bootstrap] }] as never);
    assert.deepEqual(files, ['bootstrap.js', 'kit.js', 'kit.css', 'router.js', 'react-dom.js']);
  });

  it("takes a shared module's chunks from this build's provider, not from the unused fallback", () => {
    const providedBlock = {};
    const fallbackBlock = {};
    const provider: FakeModule = {
      type: 'provide-module',
      _name: 'react-dom/client',
      blocks: [providedBlock],
    };
    const groups = new Map([
      [providedBlock, { chunks: [chunk(['provided.js'])] }],
      [fallbackBlock, { chunks: [chunk(['fallback.js'])] }],
    ]);
    const entry = chunk(['bootstrap.js'], [consume('react-dom/client', fallbackBlock)]);
    const files = startupScripts(fakeCompilation(groups, [provider]), [
      { chunks: [entry] },
    ] as never);
    assert.deepEqual(files, ['bootstrap.js', 'provided.js']);
  });

  it('lists a chunk once when several groups or consumes reach it', () => {
    const shared = chunk(['react.js']);
    const block = {};
    const groups = new Map([[block, { chunks: [shared] }]]);
    const files = startupScripts(fakeCompilation(groups), [
      { chunks: [chunk(['a.js'], [consume('react', block)])] },
      { chunks: [chunk(['b.js'], [consume('react', block)]), shared] },
    ] as never);
    assert.deepEqual(files, ['a.js', 'b.js', 'react.js']);
  });
});
