import './theme/theme.css';

export { CONTRAST_PAIRS } from './theme/contrast-pairs';

export { DEFAULT_CURRENCY, formatCurrency } from './formatters/currency';

export {
  DEFAULT_DATE_PATTERN,
  InvalidDateError,
  formatDate,
  isInvalidDateError,
} from './formatters/date';

export { formatCompactNumber } from './formatters/compact-number';

export {
  DEFAULT_MEDIA_BASE_URL,
  SNAPSHOT_TIME_MS,
  buildMediaUrl,
  fillUrl,
  fitUrl,
  snapshotUrl,
} from './media/media-url';

export { RESIZED_IMAGE_DEFAULTS, resizedWebp, sizeFromFileName } from './media/resized-webp';

export {
  VISIBILITY_ROOT_MARGIN,
  VISIBILITY_THRESHOLD,
  observeVisibility,
} from './visibility/observe-visibility';
export { useVisibility } from './visibility/use-visibility';

export { Button, buttonClassName } from './components/button/button';
export { FollowButton } from './components/follow-button/follow-button';

export { Card } from './components/card/card';

export { EmptyState } from './components/empty-state/empty-state';

export { ErrorState } from './components/error-state/error-state';

export { PlainPageCard } from './components/plain-page-card/plain-page-card';

export { Skeleton } from './components/skeleton/skeleton';

export {
  SkeletonBlock,
  SkeletonCircle,
  SkeletonTableRows,
  SkeletonText,
} from './components/skeleton/skeleton-shapes';

export { Spinner } from './components/spinner/spinner';

export { VisuallyHidden } from './components/visually-hidden/visually-hidden';

export { TextInput } from './components/inputs/text-input';

export { PasswordInput } from './components/inputs/password-input';

export { EMAIL_PLACEHOLDER, EmailInput } from './components/inputs/email-input';

export {
  MULTILINE_DEFAULT_ROWS,
  MULTILINE_MAX_HEIGHT,
  MultilineInput,
} from './components/inputs/multiline-input';

export { NotificationBar } from './components/notification-bar/notification-bar';

export {
  PROGRESS_DEFAULT_DURATION_MS,
  PROGRESS_DONE_HOLD_MS,
  PROGRESS_LOADING_CAP,
  ProgressBar,
} from './components/progress-bar/progress-bar';

export { LoadingOverlay } from './components/loading-overlay/loading-overlay';

export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIST_HEIGHT,
  SEARCH_MIN_LENGTH,
  SEARCH_NO_RESULTS_TEXT,
  canSubmit as canSubmitSearch,
  isListOpen as isSearchListOpen,
} from './components/search-box/search-rules';

export { SearchBox } from './components/search-box/search-box';

// Modal, ImagePreview, Tooltip, Calendar and DatePicker live in the `overlays` and `date-picker`
// entries (decision 0039); these exports are wrappers that load the entry on first render (for
// releases built before, and for pages whose first paint does not need them).
export { Calendar, DatePicker, ImagePreview, Modal, Tooltip } from './compat/lazy-entry-components';

export { IMAGE_PREVIEW_MAX_HEIGHT } from './components/image-preview/image-preview-size';

export { Dropdown } from './components/dropdown/dropdown';

export { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from './components/tooltip/tooltip-timing';

export { SelectField } from './components/inputs/select-field';
export type { SelectOption } from './components/inputs/select-field';
export { CheckboxField } from './components/inputs/checkbox-field';

export { RangeInput } from './components/inputs/range-input';

export { Tabs } from './components/tabs/tabs';

export {
  CALENDAR_ROWS,
  DAYS_PER_WEEK,
  WEEK_OPTIONS,
  calendarWeeks,
  weekNumber,
} from './components/date-picker/calendar-math';

export { Form } from './forms/form';

export { FormAlert, FormStatus } from './forms/form-alert';
export { useFormSubmission } from './forms/use-form-submission';
export type { FormSchema } from './forms/use-form-submission';
export { useTextField } from './forms/use-text-field';

export {
  UNEXPECTED_FAILURE_MESSAGE,
  errorsFromFailure,
  errorsFromIssues,
} from './forms/field-errors';

export { withConfirmation } from './forms/with-confirmation';
export { CodeInput } from './forms/code-input';
export { NewPasswordInput } from './forms/new-password-input';

export { ASYNC_LOADING_LABEL, AsyncContent } from './data/async-content';

export { defaultRenderLink } from './components/link/render-link';
export { renderRouterLink } from './components/link/router-link';
export { PlanLockedNotice } from './components/plan-locked-notice/plan-locked-notice';

export { PageHeader } from './components/page-header/page-header';

export { Section } from './components/section/section';

export { StatTile } from './components/stat-tile/stat-tile';

export { StatGrid } from './components/stat-tile/stat-grid';

export { DataTable } from './components/data-table/data-table';
export type { DataTablePagination } from './components/data-table/data-table';
export type { DataColumn, DataSort } from './components/data-table/data-table-types';
export { Pagination } from './components/pagination/pagination';

export { pageWindow } from './components/pagination/page-window';

export { Chip } from './components/chip/chip';
export type { ChipTone } from './components/chip/chip';
export { ChipList } from './components/chip/chip-list';

export { Avatar } from './components/avatar/avatar';

export { initials } from './components/avatar/initials';
export { SegmentedControl } from './components/segmented-control/segmented-control';

export { InlineFormRow } from './components/inline-form-row/inline-form-row';

export { Meter } from './components/meter/meter';
