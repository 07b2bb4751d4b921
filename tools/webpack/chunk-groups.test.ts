import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Compilation } from 'webpack';
import { chunkGroupsOf } from './chunk-groups.mjs';

interface FakeModule {
  type: string;
  blocks: object[];
  options?: { shareKey: string };
  _name?: string;
}

const chunk = (files: string[], modules: FakeModule[] = []) => ({ files: new Set(files), modules });
type FakeChunk = ReturnType<typeof chunk>;

function fakeCompilation(
  named: Record<string, FakeChunk[]>,
  blockGroups: Map<object, FakeChunk[]>,
  modules: FakeModule[],
) {
  return {
    modules,
    namedChunkGroups: new Map(Object.entries(named).map(([name, chunks]) => [name, { chunks }])),
    chunkGraph: {
      getChunkModulesIterable: (target: FakeChunk) => target.modules,
      getBlockChunkGroup: (block: object) => {
        const chunks = blockGroups.get(block);
        return chunks ? { chunks } : undefined;
      },
    },
  } as unknown as Compilation;
}

describe('chunkGroupsOf', () => {
  it("lists each named group's JS and CSS with what it consumes, and each shared module's files", () => {
    const providedBlock = {};
    const fallbackBlock = {};
    const chartsBlock = {};
    const consumeKit: FakeModule = {
      type: 'consume-shared-module',
      options: { shareKey: '@adlens/shared-ui' },
      blocks: [fallbackBlock],
    };
    const consumeCharts: FakeModule = {
      type: 'consume-shared-module',
      options: { shareKey: '@adlens/shared-ui/charts' },
      blocks: [chartsBlock],
    };
    const provideKit: FakeModule = {
      type: 'provide-module',
      _name: '@adlens/shared-ui',
      blocks: [providedBlock],
    };
    const page = chunk(
      ['page.js', 'page.js.map', 'page.css', 'page.js.LICENSE.txt'],
      [consumeKit, consumeCharts, { type: 'javascript/auto', blocks: [] }],
    );
    const result = chunkGroupsOf(
      fakeCompilation(
        { __federation_expose_SearchPage: [page] },
        new Map([
          [providedBlock, [chunk(['kit.js', 'kit.css'])]],
          [fallbackBlock, [chunk(['kit-fallback.js'])]],
          [chartsBlock, [chunk(['charts.js'])]],
        ]),
        [consumeKit, provideKit, consumeCharts],
      ),
    );
    assert.deepEqual(result.groups, {
      __federation_expose_SearchPage: {
        files: ['page.css', 'page.js'],
        consumes: ['@adlens/shared-ui', '@adlens/shared-ui/charts'],
      },
    });
    assert.deepEqual(result.shared, {
      // What the build provides, not its fallback: that is what loads when it provides the module.
      '@adlens/shared-ui': { files: ['kit.css', 'kit.js'], consumes: [], provided: true },
      '@adlens/shared-ui/charts': { files: ['charts.js'], consumes: [], provided: false },
    });
  });
});
