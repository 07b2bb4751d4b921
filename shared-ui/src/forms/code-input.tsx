import { TextInput, type TextInputProps } from '../components/inputs/text-input';

/** The field for a code we mailed: digits, offered by the device's one-time-code autofill. */
export function CodeInput(props: Omit<TextInputProps, 'name' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextInput name="code" inputMode="numeric" autoComplete="one-time-code" required {...props} />
  );
}
