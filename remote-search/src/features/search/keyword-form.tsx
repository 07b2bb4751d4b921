import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The keyword lives in the URL (`?keyword=`), so reload and a pasted link restore it. */
export function KeywordForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [keyword, setKeyword] = useState(searchParams.get('keyword') ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (trimmed.length < 1) return;
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('keyword', trimmed);
      return next;
    });
  }

  return (
    <form role="search" onSubmit={onSubmit}>
      <label htmlFor="search-keyword">Keyword</label>
      <input
        id="search-keyword"
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" disabled={keyword.trim().length < 1}>
        Search
      </button>
    </form>
  );
}
