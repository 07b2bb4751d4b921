import { REMOTE_NAMES } from './pin-set';
import { REMOTES, folderOfRemote, remoteOfFolder } from './remotes';
import table from './remotes.json';

describe('the REMOTES table', () => {
  it('has one row per remote name, in the order of REMOTE_NAMES', () => {
    expect(REMOTES.map((remote) => remote.name)).toEqual([...REMOTE_NAMES]);
  });

  it('gives every remote its own folder', () => {
    const folders = REMOTES.map((remote) => remote.folder);
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('is the JSON table that plain Node reads, row for row', () => {
    expect(REMOTES).toEqual(table);
  });

  it('maps a name to its folder and a folder to its remote', () => {
    expect(folderOfRemote('remote_search')).toBe('remote-search');
    expect(remoteOfFolder('remote-account')?.name).toBe('remote_account');
    expect(remoteOfFolder('shared-ui')).toBeNull();
  });
});
