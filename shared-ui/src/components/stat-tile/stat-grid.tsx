import type { ReactNode } from 'react';
import './stat-tile.css';

export interface StatGridProps {
  children: ReactNode;
  /** Narrowest tile before the grid wraps to fewer columns; defaults to 12rem. */
  minTileWidth?: string;
}

/** A responsive grid of StatTiles: as many columns as fit, one column on a phone. */
export function StatGrid({ children, minTileWidth }: StatGridProps) {
  return (
    <div
      className="adl-stat-grid"
      style={minTileWidth ? { ['--adl-stat-min' as string]: minTileWidth } : undefined}
    >
      {children}
    </div>
  );
}
