import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import type { CalendarProps } from '../components/date-picker/calendar';
import type { DatePickerProps } from '../components/date-picker/date-picker';
import type { ImagePreviewProps } from '../components/image-preview/image-preview';
import type { ModalProps } from '../components/modal/modal';
import type { TooltipProps } from '../components/tooltip/tooltip';

// The main entry exported these components before they moved to their own entries (decision 0039).
// The names stay, as wrappers that load their entry on first render: releases built before import
// them through the share scope, and a page whose first paint does not need the component (a closed
// preview, a tooltip on hover) uses them so that floating-ui stays off its critical path. A page that
// shows the component at once (the date picker on the referral page) imports the entry itself.

function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode,
) {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyEntryComponent(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyEntryComponent;
}

// Through the package names: in a federated build these are the entries' shared modules, the same
// instances current code gets.
export const Modal = lazyComponent<ModalProps>(
  async () => (await import('@adlens/shared-ui/overlays')).Modal,
  () => null,
);
export const ImagePreview = lazyComponent<ImagePreviewProps>(
  async () => (await import('@adlens/shared-ui/overlays')).ImagePreview,
  () => null,
);
// The anchor shows at once; it gains its tooltip when the entry arrives.
export const Tooltip = lazyComponent<TooltipProps>(
  async () => (await import('@adlens/shared-ui/overlays')).Tooltip,
  (props) => props.children,
);
export const Calendar = lazyComponent<CalendarProps>(
  async () => (await import('@adlens/shared-ui/date-picker')).Calendar,
  () => null,
);
export const DatePicker = lazyComponent<DatePickerProps>(
  async () => (await import('@adlens/shared-ui/date-picker')).DatePicker,
  () => null,
);
