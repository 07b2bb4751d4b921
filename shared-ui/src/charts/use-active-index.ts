import type { KeyboardEvent } from 'react';
import { useState } from 'react';

export type ChartAxis = 'horizontal' | 'vertical';

interface ActiveIndexOptions {
  count: number;
  /** Which arrow keys move: Left/Right along a date axis, Up/Down down a list of bars. */
  axis: ChartAxis;
  /** The datum shown when the plot gains focus with nothing active. */
  startAt: 'first' | 'last';
}

/** The active datum of a chart, moved by pointer and by keyboard, and whether the plot has focus. */
export function useActiveIndex({ count, axis, startAt }: ActiveIndexOptions) {
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const last = count - 1;
  const current = active !== null && active <= last ? active : null;

  const step = (delta: number) =>
    setActive((previous) => {
      if (previous === null || previous > last) return delta > 0 ? 0 : last;
      return Math.min(last, Math.max(0, previous + delta));
    });

  const back = axis === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const forward = axis === 'horizontal' ? 'ArrowRight' : 'ArrowDown';

  function onKeyDown(event: KeyboardEvent) {
    if (count === 0) return;
    const moves: Record<string, () => void> = {
      [back]: () => step(-1),
      [forward]: () => step(1),
      Home: () => setActive(0),
      End: () => setActive(last),
      Escape: () => setActive(null),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  return {
    active: current,
    focused,
    setActive,
    plotProps: {
      tabIndex: 0,
      onKeyDown,
      onFocus: () => {
        setFocused(true);
        if (count > 0) setActive((previous) => previous ?? (startAt === 'first' ? 0 : last));
      },
      onBlur: () => {
        setFocused(false);
        setActive(null);
      },
    },
  };
}
