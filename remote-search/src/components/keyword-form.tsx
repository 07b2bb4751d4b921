import { keywordFormSchema } from '@adlens/shared-contracts';
import { Form, TextInput, useFormSubmission, useTextField } from '@adlens/shared-ui';

interface KeywordFormProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

const FIELDS = ['keyword'] as const;

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
          form.submit(keywordFormSchema, { keyword: draft.value }, async (data) =>
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
