import type { ReactNode } from 'react';
import { SEARCH_LIST_HEIGHT, SEARCH_NO_RESULTS_TEXT } from './search-rules';

export interface SearchItem {
  id: string;
  label: string;
  description?: string;
}

export interface SearchResultListProps<T extends SearchItem> {
  listboxId: string;
  label: string;
  items: readonly T[];
  activeIndex: number;
  loading: boolean;
  optionId: (index: number) => string;
  onPick: (item: T) => void;
  onHover: (index: number) => void;
  renderItem?: (item: T) => ReactNode;
}

export function SearchResultList<T extends SearchItem>({
  listboxId,
  label,
  items,
  activeIndex,
  loading,
  optionId,
  onPick,
  onHover,
  renderItem,
}: SearchResultListProps<T>) {
  return (
    <div className="adl-search__popup" style={{ maxHeight: SEARCH_LIST_HEIGHT }}>
      {items.length === 0 ? (
        <p className="adl-search__empty" role="status">
          {SEARCH_NO_RESULTS_TEXT}
        </p>
      ) : (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label}
          aria-busy={loading || undefined}
          className="adl-search__list"
        >
          {items.map((item, index) => (
            // Keyboard selection happens on the combobox input (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="adl-search__option"
              // Keep focus in the input so that the blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={() => onPick(item)}
            >
              {renderItem ? (
                renderItem(item)
              ) : (
                <>
                  {item.label}
                  {item.description ? (
                    <span className="adl-search__option-description">{item.description}</span>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
