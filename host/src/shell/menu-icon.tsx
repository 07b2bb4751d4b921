/** Three bars, drawn like the bell (no emoji font needed). Decorative: the toggle names itself. */
export function MenuIcon() {
  return (
    <svg
      className="bell-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
