import { useState } from 'react';
import { type DateRange, DatePicker, type TimeOfDay } from '../components/date-picker/date-picker';
import { CheckboxField } from '../components/inputs/checkbox-field';
import { EmailInput } from '../components/inputs/email-input';
import { MultilineInput } from '../components/inputs/multiline-input';
import { PasswordInput } from '../components/inputs/password-input';
import { RangeInput } from '../components/inputs/range-input';
import { SelectField } from '../components/inputs/select-field';
import { TextInput } from '../components/inputs/text-input';
import { GallerySection } from './gallery-section';

export function InputSections() {
  const [days, setDays] = useState(30);
  const [date, setDate] = useState<Date | null>(null);
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [dateTime, setDateTime] = useState<Date | null>(new Date());
  const [time, setTime] = useState<TimeOfDay | null>(null);
  const [sent, setSent] = useState('');

  return (
    <>
      <GallerySection title="Inputs">
        <TextInput label="Company" />
        <TextInput label="Company (error)" error="Company is required" />
        <PasswordInput />
        <EmailInput />
        <EmailInput error="Enter a valid e-mail" defaultValue="not-an-email" />
        <EmailInput defaultValue="ada@example.com" />
        <div style={{ width: 320 }}>
          <MultilineInput
            label="Message"
            onEnterSubmit={setSent}
            hint={sent ? `Sent: ${sent}` : 'Enter sends'}
          />
        </div>
      </GallerySection>
      <GallerySection title="Select, checkbox, range">
        <SelectField
          label="Platform"
          options={[
            { value: 'meta', label: 'Meta' },
            { value: 'tiktok', label: 'TikTok' },
          ]}
        />
        <CheckboxField label="Only video ads" />
        <CheckboxField
          label="Locked filter"
          disabled
          hint="Upgrade your plan to use this filter."
        />
        <RangeInput
          label="Days running"
          value={days}
          min={0}
          max={365}
          formatValue={(value) => `${value} days`}
          onChange={(event) => setDays(Number(event.target.value))}
        />
      </GallerySection>
      <GallerySection title="Date picker">
        <DatePicker mode="single" label="Single date" value={date} onChange={setDate} />
        <DatePicker mode="range" label="Range" value={range} onChange={setRange} />
        <DatePicker mode="datetime" label="Date and time" value={dateTime} onChange={setDateTime} />
        <DatePicker mode="time" label="Time only" value={time} onChange={setTime} />
      </GallerySection>
    </>
  );
}
