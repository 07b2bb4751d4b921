import { formatDate } from '../../formatters/date';
import { isSameDay, isWithinInterval, set } from 'date-fns';
import { useId } from 'react';
import { Calendar } from './calendar';

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

interface BaseProps {
  label: string;
  /** The day focused first when nothing is selected (today by default). */
  today?: Date;
}

export type DatePickerProps = BaseProps &
  (
    | { mode: 'single'; value: Date | null; onChange: (value: Date) => void }
    | { mode: 'range'; value: DateRange; onChange: (value: DateRange) => void }
    | { mode: 'datetime'; value: Date | null; onChange: (value: Date) => void }
    | { mode: 'time'; value: TimeOfDay | null; onChange: (value: TimeOfDay) => void }
  );

function parseTime(text: string): TimeOfDay | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

function timeText(value: TimeOfDay | null): string {
  if (!value) return '';
  return `${String(value.hours).padStart(2, '0')}:${String(value.minutes).padStart(2, '0')}`;
}

/** Picks a date, a range, a date with a time, or a time only (spec section 2). */
export function DatePicker(props: DatePickerProps) {
  const timeId = useId();
  const today = props.today ?? new Date();

  if (props.mode === 'time') {
    return (
      <div className="adl-field">
        <label htmlFor={timeId} className="adl-field__label">
          {props.label}
        </label>
        <input
          id={timeId}
          type="time"
          className="adl-field__input"
          value={timeText(props.value)}
          onChange={(event) => {
            const time = parseTime(event.target.value);
            if (time) props.onChange(time);
          }}
        />
      </div>
    );
  }

  if (props.mode === 'range') {
    const { start, end } = props.value;
    const onChange = props.onChange;
    return (
      <fieldset className="adl-date-picker">
        <legend className="adl-field__label">{props.label}</legend>
        <Calendar
          initialDate={start ?? today}
          isSelected={(day) =>
            Boolean((start && isSameDay(day, start)) || (end && isSameDay(day, end)))
          }
          isInRange={(day) => Boolean(start && end && isWithinInterval(day, { start, end }))}
          onSelect={(day) => {
            // A third click starts a new range; a click before the start restarts it there.
            if (!start || end || day < start) onChange({ start: day, end: null });
            else onChange({ start, end: day });
          }}
        />
      </fieldset>
    );
  }

  const value = props.value;
  const onChange = props.onChange;
  const withTime = props.mode === 'datetime';
  return (
    <fieldset className="adl-date-picker">
      <legend className="adl-field__label">{props.label}</legend>
      <Calendar
        initialDate={value ?? today}
        isSelected={(day) => Boolean(value && isSameDay(day, value))}
        onSelect={(day) =>
          onChange(
            withTime && value
              ? set(day, { hours: value.getHours(), minutes: value.getMinutes() })
              : day,
          )
        }
      />
      {withTime ? (
        <div className="adl-field adl-date-picker__time">
          <label htmlFor={timeId} className="adl-field__label">
            Time
          </label>
          <input
            id={timeId}
            type="time"
            className="adl-field__input"
            value={value ? formatDate(value, { pattern: 'HH:mm' }) : ''}
            onChange={(event) => {
              const time = parseTime(event.target.value);
              if (time) onChange(set(value ?? today, { ...time, seconds: 0, milliseconds: 0 }));
            }}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
