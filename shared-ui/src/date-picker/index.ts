// The date picker entry, `@adlens/shared-ui/date-picker`: the calendar and the range picker, loaded by
// the first page that picks dates (decision 0039). Their date arithmetic and formatter stay in the
// main entry, which the pages use anyway; the main entry still exports these names for releases built
// before, as lazy wrappers.
export { Calendar } from '../components/date-picker/calendar';

export { DatePicker } from '../components/date-picker/date-picker';
export type { DateRange } from '../components/date-picker/date-picker';
