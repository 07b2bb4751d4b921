import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { Spinner } from '../spinner/spinner';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { SearchResultList, type SearchItem } from './search-result-list';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, canSubmit, isListOpen } from './search-rules';
import { useDebouncedCallback } from './use-debounced-callback';
import '../field/field.css';
import './search-box.css';

export interface SearchBoxProps<T extends SearchItem> {
  label: string;
  placeholder?: string;
  defaultValue?: string;
  /** The answer to the last search; null before any answer. */
  results: readonly T[] | null;
  loading?: boolean;
  /** Live search, debounced by 500 ms, only with at least 1 character. */
  onSearch: (query: string) => void;
  onSelect: (item: T) => void;
  /** Only called when submit is allowed (text, results, nothing loading, not typing). */
  onSubmit?: (query: string) => void;
  renderItem?: (item: T) => ReactNode;
  submitLabel?: string;
  /** Every change of the text, before the debounce (e.g. to clear an error as it is fixed). */
  onInput?: (query: string) => void;
  /** A message about the text (a malformed query): shown under the box, which it describes. */
  error?: string | null;
  /** Submit without results: they only suggest a part of this text (see `canSubmit`). */
  resultsOptional?: boolean;
}

/** A combobox (ARIA 1.2 list autocomplete) with a debounced live search. */
export function SearchBox<T extends SearchItem>({
  label,
  placeholder,
  defaultValue = '',
  results,
  loading = false,
  onSearch,
  onSelect,
  onSubmit,
  renderItem,
  submitLabel = 'Search',
  onInput,
  error,
  resultsOptional = false,
}: SearchBoxProps<T>) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [query, setQuery] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  const items = results ?? [];
  const state = {
    query,
    focused,
    resultCount: results ? results.length : null,
    loading,
    typing: debounced.pending,
  };
  const open = isListOpen(state) && !dismissed;
  const submittable = canSubmit(state, resultsOptional);
  const active = open ? items[activeIndex] : undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setQuery(next);
    setDismissed(false);
    setActiveIndex(-1);
    onInput?.(next);
    if (next.length >= SEARCH_MIN_LENGTH) debounced.schedule(next);
    else debounced.cancel();
  }

  function move(step: number) {
    if (!open || items.length === 0) return;
    setActiveIndex((index) => (index + step + items.length) % items.length);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (dismissed) setDismissed(false);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActiveIndex(-1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onSelect(active);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submittable) onSubmit?.(query);
  }

  return (
    <form role="search" className="adl-search" onSubmit={handleSubmit}>
      <div className="adl-search__field">
        <label htmlFor={`${baseId}-input`}>
          <VisuallyHidden>{label}</VisuallyHidden>
        </label>
        <input
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          className="adl-field__input adl-search__input"
          placeholder={placeholder}
          value={query}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActiveIndex(-1);
          }}
        />
        {loading ? (
          <span className="adl-search__busy">
            <Spinner size={16} label="Searching" />
          </span>
        ) : null}
        {open ? (
          <SearchResultList
            listboxId={listboxId}
            label={label}
            items={items}
            activeIndex={activeIndex}
            loading={loading}
            optionId={optionId}
            onPick={onSelect}
            onHover={setActiveIndex}
            renderItem={renderItem}
          />
        ) : null}
        {error ? (
          <p id={errorId} className="adl-field__error adl-search__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {onSubmit ? (
        <button type="submit" className="adl-button adl-button--primary" disabled={!submittable}>
          {submitLabel}
        </button>
      ) : null}
    </form>
  );
}
