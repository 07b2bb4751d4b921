export interface BarDatum {
  label: string;
  value: number;
}

/** Bars with a finite value, in the order given (the caller ranks them). */
export function usableBars(data: readonly BarDatum[]): BarDatum[] {
  return data.filter((datum) => Number.isFinite(datum.value));
}

/** The value axis: from 0 (or the lowest negative value) to the largest value, never empty. */
export function barDomain(data: readonly BarDatum[]): [number, number] {
  const min = Math.min(0, ...data.map((datum) => datum.value));
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return max === min ? [min, min + 1] : [min, max];
}
