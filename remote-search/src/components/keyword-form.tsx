import { Form, TextInput, useFormSubmission, useTextField } from '@adlens/shared-ui';
import { z } from 'zod';

interface KeywordFormProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

const FIELDS = ['keyword'] as const;
const keywordSchema = z.object({ keyword: z.string().trim().max(200, 'Keyword is too long') });

/** The keyword field; the parent remounts it (key) when the URL's keyword changes. */
export function KeywordForm({ keyword, onSearch }: KeywordFormProps) {
  const draft = useTextField(keyword);
  const form = useFormSubmission(FIELDS);
  return (
    <div role="search" className="keyword-search">
      <Form
        label="Keyword search"
        submitLabel="Search"
        submission={form}
        className="keyword-form"
        onSubmit={() =>
          form.submit(keywordSchema, { keyword: draft.value }, async (data) =>
            onSearch(data.keyword),
          )
        }
      >
        <TextInput
          label="Keyword"
          hideLabel
          type="search"
          placeholder="Keyword, advertiser or domain"
          maxLength={200}
          {...draft}
          error={form.errors.keyword}
        />
      </Form>
    </div>
  );
}
