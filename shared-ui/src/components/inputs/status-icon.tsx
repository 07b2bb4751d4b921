export interface StatusIconProps {
  status: 'error' | 'success';
}

/** Decorative: the error text or the field itself carries the meaning for screen readers. */
export function StatusIcon({ status }: StatusIconProps) {
  const colour = status === 'error' ? 'var(--adl-color-error)' : 'var(--adl-color-success)';
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-status={status}
      fill="none"
      stroke={colour}
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10" />
      {status === 'error' ? <path d="M12 7v6M12 17h.01" /> : <path d="M7.5 12.5l3 3 6-6.5" />}
    </svg>
  );
}
