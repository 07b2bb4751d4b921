import { type EventMap, type EventName, ruleFor } from './event-map';

type Listener<N extends EventName> = (payload: EventMap[N]) => void;

export interface EventBus {
  /** Subscribes; returns the unsubscribe function. */
  on<N extends EventName>(name: N, listener: Listener<N>): () => void;
  emit<N extends EventName>(name: N, payload: EventMap[N]): void;
}

/** A typed event bus honouring each event's delivery rule (once/many, replay last/none). */
export function createEventBus(): EventBus {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const lastPayload = new Map<string, unknown>();

  function listenersOf(name: string) {
    let set = listeners.get(name);
    if (!set) {
      set = new Set();
      listeners.set(name, set);
    }
    return set;
  }

  return {
    on(name, listener) {
      const rule = ruleFor(name);
      const set = listenersOf(name);
      const wrapped = (payload: unknown) => {
        if (rule.delivery === 'once') set.delete(wrapped);
        (listener as (payload: unknown) => void)(payload);
      };
      if (rule.replay === 'last' && lastPayload.has(name)) {
        wrapped(lastPayload.get(name));
        if (rule.delivery === 'once') return () => {};
      }
      set.add(wrapped);
      return () => {
        set.delete(wrapped);
      };
    },
    emit(name, payload) {
      if (ruleFor(name).replay === 'last') lastPayload.set(name, payload);
      for (const listener of [...listenersOf(name)]) listener(payload);
    },
  };
}
