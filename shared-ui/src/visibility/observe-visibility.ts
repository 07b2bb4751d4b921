/** Spec section 9: an element counts as visible at 10 % shown, with a 1000 px margin. */
export const VISIBILITY_THRESHOLD = 0.1;
export const VISIBILITY_ROOT_MARGIN = '1000px';

/** Calls `onChange` whenever the element enters or leaves the (margin-extended) viewport. */
export function observeVisibility(
  element: Element,
  onChange: (visible: boolean) => void,
): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) onChange(entry.isIntersecting);
    },
    { threshold: VISIBILITY_THRESHOLD, rootMargin: VISIBILITY_ROOT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
