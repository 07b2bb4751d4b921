/**
 * Payloads of every cross-package event. Dropdown events are named after the dropdown's id (spec:
 * a dropdown emits its open/closed event). An event kind is added with its first reader: session,
 * credits, notifications and inline errors reach pages through their services, not events
 * (decision 0037). A release built earlier may emit a name no longer listed; the bus delivers it
 * to nobody.
 */
export interface EventMap {
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

/**
 * Delivery rules per named event: a record, so that an event added to `EventMap` does not compile
 * without its rule. Dropdown and unknown events use the default (many, no replay).
 */
export const EVENT_RULES: Record<Exclude<EventName, `dropdown:${string}`>, DeliveryRule> = {};

export function ruleFor(name: string): DeliveryRule {
  return (EVENT_RULES as Record<string, DeliveryRule | undefined>)[name] ?? MANY_NO_REPLAY;
}

export function dropdownEventName(id: string): `dropdown:${string}` {
  return `dropdown:${id}`;
}
