import {
  type Placement,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
// Through the package name: the timing lives in the kit's main entry, and a relative import would
// copy it into this entry's shared module as a second instance (decision 0039).
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from './tooltip-timing';
import { type ReactElement, type ReactNode, type Ref, cloneElement, useState } from 'react';
import './tooltip.css';

type AnchorProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link); it gets the tooltip as its description. */
  children: ReactElement<AnchorProps>;
  placement?: Placement;
  openDelay?: number;
}

export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelay = TOOLTIP_OPEN_DELAY_MS,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  // Elements in state rather than floating-ui's `refs`: nothing reads a ref during render.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const { floatingStyles, context } = useFloating({
    elements: { reference: anchor, floating },
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const hover = useHover(context, {
    move: false,
    delay: { open: openDelay, close: TOOLTIP_CLOSE_DELAY_MS },
  });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const anchorRef = useMergeRefs([setAnchor, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: anchorRef }))}
      {open ? (
        <FloatingPortal>
          <div
            ref={setFloating}
            className="adl-tooltip"
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
