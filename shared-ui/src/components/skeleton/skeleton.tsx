import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  shape?: 'rectangle' | 'circle';
}

/** A placeholder block; decorative, so the loading region itself should carry aria-busy. */
export function Skeleton({ width = '100%', height = 16, shape = 'rectangle' }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  const className = shape === 'circle' ? 'adl-skeleton adl-skeleton--circle' : 'adl-skeleton';
  return <span className={className} style={style} aria-hidden="true" data-testid="skeleton" />;
}
