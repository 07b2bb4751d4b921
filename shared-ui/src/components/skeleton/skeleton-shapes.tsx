import { Skeleton } from './skeleton';
import './skeleton.css';

export interface SkeletonTextProps {
  /** Number of lines; the last one is shorter, as text is. */
  lines?: number;
  lastLineWidth?: string;
}

/** Lines of placeholder text. */
export function SkeletonText({ lines = 3, lastLineWidth = '60%' }: SkeletonTextProps) {
  return (
    <span className="adl-skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          height="0.75em"
          width={index === lines - 1 && lines > 1 ? lastLineWidth : '100%'}
        />
      ))}
    </span>
  );
}

export interface SkeletonBlockProps {
  width?: number | string;
  height?: number | string;
}

/** A placeholder for an image, a chart or a card. */
export function SkeletonBlock({ width = '100%', height = 160 }: SkeletonBlockProps) {
  return <Skeleton width={width} height={height} />;
}

/** A placeholder for an avatar or an icon. */
export function SkeletonCircle({ size = 40 }: { size?: number }) {
  return <Skeleton width={size} height={size} shape="circle" />;
}

export interface SkeletonTableRowsProps {
  rows?: number;
  columns: number;
}

/** Placeholder rows for a table body; the table itself should carry aria-busy. */
export function SkeletonTableRows({ rows = 5, columns }: SkeletonTableRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className="adl-skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <Skeleton height="0.875em" width={column === 0 ? '80%' : '60%'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
