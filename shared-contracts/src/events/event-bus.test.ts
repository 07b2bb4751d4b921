import { type TypedEventBus, createEventBus, createTypedEventBus } from './event-bus';
import type { DeliveryRule } from './event-map';

interface TestMap {
  manyNone: number;
  manyLast: number;
  onceNone: number;
  onceLast: number;
}

const RULES: Record<keyof TestMap, DeliveryRule> = {
  manyNone: { delivery: 'many', replay: 'none' },
  manyLast: { delivery: 'many', replay: 'last' },
  onceNone: { delivery: 'once', replay: 'none' },
  onceLast: { delivery: 'once', replay: 'last' },
};

function testBus(onListenerError?: (error: unknown, name: string) => void): TypedEventBus<TestMap> {
  return createTypedEventBus<TestMap>(
    (name) => RULES[name as keyof TestMap],
    onListenerError ? { onListenerError } : {},
  );
}

describe('createTypedEventBus', () => {
  describe('delivery many, replay none', () => {
    it('delivers every emit to a listener until it unsubscribes', () => {
      const bus = testBus();
      const listener = jest.fn();
      const off = bus.on('manyNone', listener);
      bus.emit('manyNone', 1);
      bus.emit('manyNone', 2);
      off();
      bus.emit('manyNone', 3);
      expect(listener.mock.calls).toEqual([[1], [2]]);
    });

    it('gives a late subscriber nothing from before', () => {
      const bus = testBus();
      bus.emit('manyNone', 1);
      const listener = jest.fn();
      bus.on('manyNone', listener);
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('delivery many, replay last', () => {
    it('hands a late subscriber the last payload at once, then every later one', () => {
      const bus = testBus();
      bus.emit('manyLast', 1);
      bus.emit('manyLast', 2);
      const listener = jest.fn();
      bus.on('manyLast', listener);
      expect(listener.mock.calls).toEqual([[2]]);
      bus.emit('manyLast', 3);
      expect(listener.mock.calls).toEqual([[2], [3]]);
    });

    it('replays nothing before the first emit', () => {
      const listener = jest.fn();
      testBus().on('manyLast', listener);
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('delivery once, replay none', () => {
    it('delivers only the first emit after subscribing', () => {
      const bus = testBus();
      bus.emit('onceNone', 0);
      const listener = jest.fn();
      bus.on('onceNone', listener);
      bus.emit('onceNone', 1);
      bus.emit('onceNone', 2);
      expect(listener.mock.calls).toEqual([[1]]);
    });

    it('delivers nothing when unsubscribed before the first emit', () => {
      const bus = testBus();
      const listener = jest.fn();
      bus.on('onceNone', listener)();
      bus.emit('onceNone', 1);
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('delivery once, replay last', () => {
    it('counts the replay as the one delivery', () => {
      const bus = testBus();
      bus.emit('onceLast', 1);
      const listener = jest.fn();
      const off = bus.on('onceLast', listener);
      bus.emit('onceLast', 2);
      expect(listener.mock.calls).toEqual([[1]]);
      expect(off).not.toThrow();
    });

    it('waits for the first emit when there is nothing to replay', () => {
      const bus = testBus();
      const listener = jest.fn();
      bus.on('onceLast', listener);
      bus.emit('onceLast', 1);
      bus.emit('onceLast', 2);
      expect(listener.mock.calls).toEqual([[1]]);
    });
  });

  it('keeps events apart', () => {
    const bus = testBus();
    const listener = jest.fn();
    bus.on('manyNone', listener);
    bus.emit('manyLast', 1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports a throwing listener and still delivers to the others', () => {
    const onListenerError = jest.fn();
    const bus = testBus(onListenerError);
    const failure = new Error('listener broke');
    const after = jest.fn();
    bus.on('manyNone', () => {
      throw failure;
    });
    bus.on('manyNone', after);
    expect(() => bus.emit('manyNone', 1)).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(onListenerError).toHaveBeenCalledWith(failure, 'manyNone');
  });

  it('skips a listener that an earlier listener of the same emit unsubscribed', () => {
    const bus = testBus();
    const second = jest.fn();
    let offSecond = () => {};
    bus.on('manyNone', () => offSecond());
    offSecond = bus.on('manyNone', second);
    bus.emit('manyNone', 1);
    expect(second).not.toHaveBeenCalled();
  });

  it('does not deliver the current emit to a listener subscribed during it', () => {
    const bus = testBus();
    const late = jest.fn();
    bus.on('manyNone', () => {
      bus.on('manyNone', late);
    });
    bus.emit('manyNone', 1);
    expect(late).not.toHaveBeenCalled();
  });
});

/** The app's bus as a remote built against an earlier contract sees it (decision 0037). */
type EarlierEventMap = { 'inline-errors:changed': readonly { message: string }[] };

describe('createEventBus (the app events)', () => {
  it('takes an event that an earlier release emits and the map no longer lists, and breaks nothing', () => {
    const bus = createEventBus();
    const earlier = bus as unknown as TypedEventBus<EarlierEventMap>;
    const listener = jest.fn();
    bus.on('dropdown:filters', listener);
    expect(() => earlier.emit('inline-errors:changed', [{ message: 'Taken' }])).not.toThrow();
    // Nothing is replayed under the old name, and the bus's own events still flow.
    const late = jest.fn();
    earlier.on('inline-errors:changed', late);
    expect(late).not.toHaveBeenCalled();
    bus.emit('dropdown:filters', { id: 'filters', open: true });
    expect(listener).toHaveBeenCalledWith({ id: 'filters', open: true });
  });

  it('delivers a dropdown event under its own id only, every time, without replay', () => {
    const bus = createEventBus();
    bus.emit('dropdown:filters', { id: 'filters', open: true });
    const filters = jest.fn();
    const sort = jest.fn();
    bus.on('dropdown:filters', filters);
    bus.on('dropdown:sort', sort);
    bus.emit('dropdown:filters', { id: 'filters', open: false });
    bus.emit('dropdown:filters', { id: 'filters', open: true });
    expect(filters.mock.calls).toEqual([
      [{ id: 'filters', open: false }],
      [{ id: 'filters', open: true }],
    ]);
    expect(sort).not.toHaveBeenCalled();
  });

  it('reports a throwing listener to the console by default', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createEventBus();
    bus.on('dropdown:filters', () => {
      throw new Error('boom');
    });
    bus.emit('dropdown:filters', { id: 'filters', open: true });
    expect(consoleError).toHaveBeenCalledWith(
      'Listener of "dropdown:filters" failed',
      expect.any(Error),
    );
  });
});
