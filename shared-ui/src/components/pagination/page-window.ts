export type PageSlot = number | 'gap';

/**
 * The page buttons to show: first, last, and the current page with `around` neighbours on each
 * side; runs that are left out become one 'gap'. Pages are 1-based.
 */
export function pageWindow(page: number, pageCount: number, around = 1): PageSlot[] {
  const slots: PageSlot[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    const near = Math.abs(candidate - page) <= around;
    if (candidate === 1 || candidate === pageCount || near) slots.push(candidate);
    else if (slots[slots.length - 1] !== 'gap') slots.push('gap');
  }
  // A gap hiding a single page costs as much room as the page itself: show the page.
  return slots.map((slot, index) => {
    if (slot !== 'gap') return slot;
    const before = slots[index - 1];
    const after = slots[index + 1];
    return typeof before === 'number' && typeof after === 'number' && after - before === 2
      ? before + 1
      : slot;
  });
}
