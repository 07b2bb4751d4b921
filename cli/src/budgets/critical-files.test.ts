import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Build,
  type ChunkGroups,
  MissingGroupError,
  composedCriticalFiles,
  monolithCriticalFiles,
} from './critical-files';

const group = (files: string[], consumes: string[] = []) => ({ files, consumes });
const shared = (files: string[], consumes: string[] = [], provided = true) => ({
  files,
  consumes,
  provided,
});

const host: Build = {
  name: 'host',
  groups: {
    groups: {
      main: group(['main.js']),
      'start-host': group(['start-host.js'], ['react']),
      bootstrap: group(['bootstrap.js', 'bootstrap.css'], ['react-dom', '@adlens/shared-ui']),
    },
    shared: {
      react: shared(['react.js']),
      'react-dom': shared(['react-dom.js'], ['react']),
      '@adlens/shared-ui': shared(['kit.js', 'kit.css'], ['react']),
      // Consumed by the host but not provided by it: the remote's own copy loads.
      '@adlens/shared-ui/charts': shared(['host-charts.js'], [], false),
    },
  } satisfies ChunkGroups,
};

const remote: Build = {
  name: 'remote-search@0.2.0',
  groups: {
    groups: {
      remote_search: group(['remoteEntry.js']),
      __federation_expose_SearchPage: group(
        ['131.js', 'expose.js', 'expose.css'],
        ['react', '@adlens/shared-ui', '@adlens/shared-ui/charts'],
      ),
    },
    shared: {
      react: shared(['remote-react.js']),
      '@adlens/shared-ui': shared(['remote-kit.js'], ['react']),
      '@adlens/shared-ui/charts': shared(['charts.js'], ['react', 'visx-only']),
      'visx-only': shared(['visx.js']),
    },
  },
};

const START = ['main', 'start-host', 'bootstrap'];

describe('composedCriticalFiles', () => {
  it('adds the remote entry and page, taking shared modules from the host when it provides them', () => {
    const files = composedCriticalFiles({
      host,
      hostStartGroups: START,
      remote,
      remoteEntryGroup: 'remote_search',
      exposeGroup: '__federation_expose_SearchPage',
    }).map((file) => `${file.build}/${file.file}`);
    assert.deepEqual(files, [
      'host/main.js',
      'host/start-host.js',
      'host/bootstrap.js',
      'host/bootstrap.css',
      'remote-search@0.2.0/remoteEntry.js',
      'remote-search@0.2.0/131.js',
      'remote-search@0.2.0/expose.js',
      'remote-search@0.2.0/expose.css',
      'host/react.js',
      'host/react-dom.js',
      'host/kit.js',
      'host/kit.css',
      // The host does not provide charts: the remote's copy, and what it consumes, load.
      'remote-search@0.2.0/charts.js',
      'remote-search@0.2.0/visx.js',
    ]);
  });

  it('names the missing group instead of counting a page as empty', () => {
    assert.throws(
      () =>
        composedCriticalFiles({
          host,
          hostStartGroups: START,
          remote,
          remoteEntryGroup: 'remote_search',
          exposeGroup: '__federation_expose_OwnerPage',
        }),
      (error) =>
        error instanceof MissingGroupError && /remote-search@0.2.0.*OwnerPage/.test(error.message),
    );
  });
});

describe('monolithCriticalFiles', () => {
  it("takes the start-up groups and the page's import group, each file once", () => {
    const monolith: Build = {
      name: 'monolith',
      groups: {
        groups: {
          main: group(['main.js']),
          'start-host': group(['start-host.js']),
          bootstrap: group(['bootstrap.js', 'vendors.js']),
          'remote-search-SearchPage': group(['vendors.js', 'search.js', 'search.css']),
        },
        shared: {},
      },
    };
    const files = monolithCriticalFiles({
      monolith,
      startGroups: START,
      pageGroup: 'remote-search-SearchPage',
    }).map((file) => file.file);
    assert.deepEqual(files, [
      'main.js',
      'start-host.js',
      'bootstrap.js',
      'vendors.js',
      'search.js',
      'search.css',
    ]);
  });
});
