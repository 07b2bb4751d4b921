import type { Rum } from './rum-client';
import { createRumClient } from './rum-client';

function fakeRum() {
  const actions: string[] = [];
  const rum = {
    init: jest.fn(),
    addAction: (name: string) => actions.push(name),
  } as unknown as Rum;
  return { rum, actions };
}

describe('createRumClient', () => {
  it('runs the calls made before the SDK loaded, in order, once it has started', async () => {
    const client = createRumClient();
    const { rum, actions } = fakeRum();
    client.call((sdk) => sdk.addAction('first'));
    client.call((sdk) => sdk.addAction('second'));
    expect(actions).toEqual([]);

    await client.start(
      async () => rum,
      (sdk) => sdk.init({} as never),
    );

    expect(rum.init).toHaveBeenCalledTimes(1);
    expect(actions).toEqual(['first', 'second']);
    client.call((sdk) => sdk.addAction('third'));
    expect(actions).toEqual(['first', 'second', 'third']);
  });

  it('drops the calls and keeps the page running when the SDK fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = createRumClient();
    const apply = jest.fn();
    client.call(apply);

    await client.start(
      () => Promise.reject(new Error('chunk failed')),
      () => {},
    );
    client.call(apply);

    expect(apply).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[adlens] RUM did not start', expect.any(Error));
    error.mockRestore();
  });
});
