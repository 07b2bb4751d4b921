import type { InlineError } from '../errors/inline-error';
import type { Notification } from '../services/notify';
import type { SessionState } from '../services/session';

/** Payloads of every cross-package event. Dropdown events are named after the dropdown's id. */
export interface EventMap {
  'session:changed': SessionState;
  'credits:changed': { remainingCredits: number; creditsLimitReached: boolean };
  'credits:limit-reached': { source: string };
  'notification:show': Notification;
  /** The host's errors list after every change (set by an INLINE error, cleared on navigation). */
  'inline-errors:changed': readonly InlineError[];
  [dropdownEvent: `dropdown:${string}`]: { id: string; open: boolean };
}

export type EventName = keyof EventMap & string;

export interface DeliveryRule {
  /** `once`: listeners are removed after the first delivery. */
  readonly delivery: 'once' | 'many';
  /** `last`: a late subscriber immediately receives the last payload emitted. */
  readonly replay: 'last' | 'none';
}

const MANY_NO_REPLAY: DeliveryRule = { delivery: 'many', replay: 'none' };

/** Delivery rules per event; dropdown events use the default (many, no replay). */
export const EVENT_RULES: Record<Exclude<EventName, `dropdown:${string}`>, DeliveryRule> = {
  'session:changed': { delivery: 'many', replay: 'last' },
  'credits:changed': { delivery: 'many', replay: 'last' },
  'credits:limit-reached': MANY_NO_REPLAY,
  'notification:show': MANY_NO_REPLAY,
  'inline-errors:changed': { delivery: 'many', replay: 'last' },
};

export function ruleFor(name: string): DeliveryRule {
  return (EVENT_RULES as Record<string, DeliveryRule | undefined>)[name] ?? MANY_NO_REPLAY;
}

export function dropdownEventName(id: string): `dropdown:${string}` {
  return `dropdown:${id}`;
}
