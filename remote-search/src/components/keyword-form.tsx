import { TextInput, Button } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';

interface KeywordFormProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The keyword field; the parent remounts it (key) when the URL's keyword changes. */
export function KeywordForm({ keyword, onSearch }: KeywordFormProps) {
  const [draft, setDraft] = useState(keyword);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form role="search" className="keyword-form" onSubmit={submit}>
      <TextInput
        label="Keyword"
        type="search"
        placeholder="Keyword, advertiser or domain"
        maxLength={200}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
