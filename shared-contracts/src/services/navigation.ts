/** Navigation owned by the host, for what a remote cannot do with a plain link. */
export interface NavigationService {
  /** Goes to a same-origin path; anything else falls back to `/dashboard`. */
  navigate(path: string, options?: { replace?: boolean }): void;
}
