import { CONTRACT_VERSION, type PinSet } from '@adlens/shared-contracts/platform';
import { registerPinnedRemotes } from './register-pinned-remotes';
import { type RemoteRegistry, createRemoteRegistry } from './remote-registry';

const PINS: PinSet = {
  environment: 'staging',
  remotes: [
    {
      name: 'remote_search',
      version: '1.2.0',
      entry: '/remotes/remote-search/1.2.0/mf-manifest.json',
      contract: `^${CONTRACT_VERSION}`,
    },
    {
      name: 'remote_account',
      version: '3.0.0',
      entry: 'https://cdn.example/remote-account/3.0.0/mf-manifest.json',
      contract: '^9.0.0',
    },
  ],
  history: [],
};

let registry: RemoteRegistry;

beforeEach(() => {
  registry = createRemoteRegistry();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('registerPinnedRemotes', () => {
  it('registers compatible remotes with entries resolved against the page origin', async () => {
    const register = jest.fn();
    await registerPinnedRemotes(registry, { load: async () => PINS, register });
    expect(register).toHaveBeenCalledWith([
      {
        name: 'remote_search',
        entry: `${window.location.origin}/remotes/remote-search/1.2.0/mf-manifest.json`,
      },
    ]);
  });

  it("registers each release's remoteEntry.js, not its manifest, when loading entries directly", async () => {
    const register = jest.fn();
    const pinSet: PinSet = {
      ...PINS,
      remotes: [
        PINS.remotes[0]!,
        { ...PINS.remotes[1]!, contract: `^${CONTRACT_VERSION}` },
        {
          name: 'remote_auth',
          version: '2.0.0',
          entry: '/remotes/remote-auth/2.0.0/remoteEntry.js',
        },
      ],
    };
    await registerPinnedRemotes(registry, { load: async () => pinSet, register, direct: true });
    expect(register).toHaveBeenCalledWith([
      {
        name: 'remote_search',
        entry: `${window.location.origin}/remotes/remote-search/1.2.0/remoteEntry.js`,
      },
      { name: 'remote_account', entry: 'https://cdn.example/remote-account/3.0.0/remoteEntry.js' },
      {
        name: 'remote_auth',
        entry: `${window.location.origin}/remotes/remote-auth/2.0.0/remoteEntry.js`,
      },
    ]);
  });

  it('refuses a remote built against an incompatible contract, with a logged reason', async () => {
    await registerPinnedRemotes(registry, { load: async () => PINS, register: jest.fn() });
    expect(registry.refused.get('remote_account')).toBe(
      `remote_account@3.0.0 was built against contract ^9.0.0; this host speaks ${CONTRACT_VERSION}`,
    );
    expect(console.error).toHaveBeenCalled();
  });

  it('refuses a remote built with a federation runtime the host cannot run, naming both versions', async () => {
    const register = jest.fn();
    const pinSet: PinSet = {
      ...PINS,
      remotes: [
        { ...PINS.remotes[0]!, runtime: '^2.9.0' },
        {
          name: 'remote_insights',
          version: '0.4.0',
          entry: '/remotes/remote-insights/0.4.0/mf-manifest.json',
          contract: `^${CONTRACT_VERSION}`,
          runtime: '^2.10.0',
        },
      ],
    };
    await registerPinnedRemotes(registry, {
      load: async () => pinSet,
      register,
      hostRuntime: '2.9.2',
    });
    expect(registry.refused.get('remote_insights')).toBe(
      'remote_insights@0.4.0 was built with federation runtime ^2.10.0; this host runs 2.9.2',
    );
    expect(register).toHaveBeenCalledWith([expect.objectContaining({ name: 'remote_search' })]);
  });

  it('refuses a remote needing a newer singleton than the host provides, before any of its code loads', async () => {
    const register = jest.fn();
    const pinSet: PinSet = {
      ...PINS,
      remotes: [
        // A newer stateless kit is no conflict: the release brings its own copy.
        { ...PINS.remotes[0]!, singletons: { react: '^19.3.0' } },
        {
          name: 'remote_insights',
          version: '0.4.0',
          entry: '/remotes/remote-insights/0.4.0/mf-manifest.json',
          contract: '^0.1.0',
          singletons: { react: '^19.3.0', '@adlens/shared-contracts/react': '^2.0.0' },
        },
      ],
    };
    await registerPinnedRemotes(registry, {
      load: async () => pinSet,
      register,
      hostSingletons: { react: '19.3.1', '@adlens/shared-contracts/react': '1.1.0' },
    });
    expect(registry.refused.get('remote_insights')).toBe(
      'remote_insights@0.4.0 needs @adlens/shared-contracts/react ^2.0.0 (one instance per page); the host provides 1.1.0: release the host with @adlens/shared-contracts >= 2.0.0 first',
    );
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('the host provides 1.1.0'));
    expect(register).toHaveBeenCalledWith([expect.objectContaining({ name: 'remote_search' })]);
  });

  it('registers the pin a refused canary stands beside, and reports its version', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const register = jest.fn();
    const canary: PinSet = {
      ...PINS,
      remotes: [
        {
          name: 'remote_search',
          version: '1.3.0',
          entry: '/remotes/remote-search/1.3.0/mf-manifest.json',
          contract: '^9.0.0',
          fallback: PINS.remotes[0],
        },
      ],
    };
    await registerPinnedRemotes(registry, { load: async () => canary, register });
    expect(register).toHaveBeenCalledWith([
      {
        name: 'remote_search',
        entry: `${window.location.origin}/remotes/remote-search/1.2.0/mf-manifest.json`,
      },
    ]);
    expect(registry.pins.get('remote_search')?.version).toBe('1.2.0');
    expect(registry.refused.has('remote_search')).toBe(false);
  });

  it('records a pin file that cannot be loaded instead of throwing', async () => {
    const register = jest.fn();
    await registerPinnedRemotes(registry, {
      load: async () => {
        throw new Error('Pin file answered HTTP 500');
      },
      register,
    });
    expect(registry.pinSetError).toBe('Pin file answered HTTP 500');
    expect(register).not.toHaveBeenCalled();
  });
});
