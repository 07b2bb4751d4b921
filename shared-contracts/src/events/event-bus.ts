import { type DeliveryRule, type EventMap, ruleFor } from './event-map';

type AnyListener = (payload: unknown) => void;

/** A typed bus over a payload map `M`: `on()` returns the unsubscribe function. */
export interface TypedEventBus<M> {
  on<N extends keyof M & string>(name: N, listener: (payload: M[N]) => void): () => void;
  emit<N extends keyof M & string>(name: N, payload: M[N]): void;
}

/** The bus of the app's own events (`EventMap`). */
export type EventBus = TypedEventBus<EventMap>;

export interface EventBusOptions {
  /**
   * Called when a listener throws. The emitter and the other listeners go on regardless: one
   * remote's faulty listener must not break the host's session update. Defaults to console.error.
   */
  onListenerError?: (error: unknown, eventName: string) => void;
}

/**
 * A typed event bus honouring each event's delivery rule: `once` removes a listener after its
 * first delivery; `replay: 'last'` hands a late subscriber the last payload emitted, at once.
 */
export function createTypedEventBus<M>(
  rules: (name: string) => DeliveryRule,
  { onListenerError = reportToConsole }: EventBusOptions = {},
): TypedEventBus<M> {
  const listeners = new Map<string, Set<AnyListener>>();
  const lastPayload = new Map<string, unknown>();

  function listenersOf(name: string): Set<AnyListener> {
    let set = listeners.get(name);
    if (!set) {
      set = new Set();
      listeners.set(name, set);
    }
    return set;
  }

  function deliver(name: string, listener: AnyListener, payload: unknown) {
    try {
      listener(payload);
    } catch (error) {
      onListenerError(error, name);
    }
  }

  return {
    on(name, listener) {
      const rule = rules(name);
      const set = listenersOf(name);
      const typed = listener as AnyListener;
      if (rule.replay === 'last' && lastPayload.has(name)) {
        deliver(name, typed, lastPayload.get(name));
        if (rule.delivery === 'once') return () => {};
      }
      const wrapped: AnyListener = (payload) => {
        if (rule.delivery === 'once') set.delete(wrapped);
        deliver(name, typed, payload);
      };
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    emit(name, payload) {
      if (rules(name).replay === 'last') lastPayload.set(name, payload);
      const set = listenersOf(name);
      // A copy, so that subscribing during delivery waits for the next emit; the `has` check
      // honours an unsubscribe made by an earlier listener of this same emit.
      for (const listener of [...set]) {
        if (set.has(listener)) listener(payload);
      }
    },
  };
}

/** The app's event bus, with the delivery rules of `EVENT_RULES`. */
export function createEventBus(options?: EventBusOptions): EventBus {
  return createTypedEventBus<EventMap>(ruleFor, options);
}

function reportToConsole(error: unknown, eventName: string) {
  console.error(`Listener of "${eventName}" failed`, error);
}
