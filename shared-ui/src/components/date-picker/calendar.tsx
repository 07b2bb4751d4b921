import { addDays, addMonths, endOfWeek, isSameDay, isSameMonth, startOfWeek } from 'date-fns';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatDate } from '../../formatters/date';
import { Button } from '../button/button';
import { WEEK_OPTIONS, calendarWeeks } from './calendar-math';
import './date-picker.css';

export interface CalendarProps {
  /** The date that holds keyboard focus first (its month is shown). */
  initialDate: Date;
  isSelected: (date: Date) => boolean;
  isInRange?: (date: Date) => boolean;
  onSelect: (date: Date) => void;
}

const KEY_MOVES: Record<string, (date: Date) => Date> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
  Home: (date) => startOfWeek(date, WEEK_OPTIONS),
  End: (date) => endOfWeek(date, WEEK_OPTIONS),
};

/** A month grid (ARIA grid pattern) with a roving tab stop on the focused day. */
export function Calendar({ initialDate, isSelected, isInRange, onSelect }: CalendarProps) {
  const [focused, setFocused] = useState(initialDate);
  const [moved, setMoved] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const weeks = calendarWeeks(focused);
  const label = formatDate(focused, { pattern: 'MMMM yyyy' });

  useEffect(() => {
    if (moved) grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused, moved]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    setMoved(true);
    setFocused(move(focused));
  }

  return (
    <div className="adl-calendar">
      <div className="adl-calendar__header">
        <Button
          variant="ghost"
          size="small"
          aria-label="Previous month"
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          ‹
        </Button>
        <span aria-live="polite">{label}</span>
        <Button
          variant="ghost"
          size="small"
          aria-label="Next month"
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          ›
        </Button>
      </div>
      <table ref={grid} role="grid" aria-label={label} className="adl-calendar__grid">
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th
                key={day.getDay()}
                scope="col"
                abbr={formatDate(day, { pattern: 'EEEE' })}
                className="adl-calendar__weekday"
              >
                {formatDate(day, { pattern: 'EEEEEE' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.toISOString()}>
              {week.map((day) => {
                const selected = isSelected(day);
                const classes = ['adl-calendar__day', 'adl-focusable'];
                if (!isSameMonth(day, focused)) classes.push('adl-calendar__day--outside');
                if (isInRange?.(day)) classes.push('adl-calendar__day--in-range');
                return (
                  <td key={day.toISOString()} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      aria-label={formatDate(day, { pattern: 'EEEE, MMMM d, yyyy' })}
                      aria-pressed={selected}
                      onClick={() => {
                        setFocused(day);
                        onSelect(day);
                      }}
                      onKeyDown={handleKeyDown}
                    >
                      {formatDate(day, { pattern: 'd' })}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
