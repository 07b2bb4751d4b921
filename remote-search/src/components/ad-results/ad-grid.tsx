import type { AdCard as AdCardData } from '@adlens/shared-contracts';
import { useVisibility } from '@adlens/shared-ui';
import { useEffect } from 'react';
import { useWindowedGrid } from './use-windowed-grid';
import { AdCard } from '../ad-card/ad-card';
import { CARD_GAP, CARD_MIN_WIDTH, CARD_ROW_HEIGHT } from './card-size';

interface AdGridProps {
  ads: AdCardData[];
  /** Called when the end of the list comes near (infinite scroll). */
  onEndReached?: () => void;
  label: string;
}

/** Windowed grid of cards: a thousand loaded ads keep only the visible rows in the DOM. */
export function AdGrid({ ads, onEndReached, label }: AdGridProps) {
  const { setContainer, ...grid } = useWindowedGrid({
    itemCount: ads.length,
    rowHeight: CARD_ROW_HEIGHT,
    minColumnWidth: CARD_MIN_WIDTH,
    gap: CARD_GAP,
  });
  const [sentinel, nearEnd] = useVisibility<HTMLDivElement>();
  useEffect(() => {
    if (nearEnd) onEndReached?.();
  }, [nearEnd, onEndReached, ads.length]);

  return (
    <div ref={setContainer} className="ad-grid" style={{ height: grid.totalHeight }}>
      <ul
        className="ad-grid__items"
        aria-label={label}
        style={{
          transform: `translateY(${grid.offsetTop}px)`,
          gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
          gap: CARD_GAP,
        }}
      >
        {ads.slice(grid.startIndex, grid.endIndex).map((ad, index) => (
          <li key={ad.id} className="ad-grid__cell" style={{ height: CARD_ROW_HEIGHT - CARD_GAP }}>
            <AdCard ad={ad} quickBookmark priority={grid.startIndex + index === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="ad-grid__sentinel" aria-hidden="true" />
    </div>
  );
}
