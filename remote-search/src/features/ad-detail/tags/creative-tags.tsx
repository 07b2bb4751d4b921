import {
  AD_TAG_FAMILIES,
  type AdTagEvidence,
  type AdTagsData,
  type AdTextField,
  type LabelledAdTag,
} from '@adlens/shared-contracts';
import { VisuallyHidden } from '@adlens/shared-ui';
import { useId } from 'react';
import { evidenceExcerpt } from './evidence-excerpt';
import './creative-tags.css';
import { TAG_FAMILY_LABELS } from '../../../lib/tag-family-labels';

const FIELD_LABELS: Record<AdTextField, string> = {
  headline: 'Headline',
  copy: 'Copy',
  cta: 'Call to action',
  on_image_text: 'On-image text',
  transcript: 'Transcript',
  media: 'Media',
};

/** An ad's tags grouped by family, each with the words that made it highlighted in their text. */
export function CreativeTags({ data }: { data: AdTagsData }) {
  const families = AD_TAG_FAMILIES.map(
    (family) => [family, data.tags.filter((tag) => tag.family === family)] as const,
  ).filter(([, tags]) => tags.length > 0);
  return (
    <div className="creative-tags">
      {families.map(([family, tags]) => (
        <TagFamily key={family} title={TAG_FAMILY_LABELS[family]} tags={tags} data={data} />
      ))}
    </div>
  );
}

function TagFamily({
  title,
  tags,
  data,
}: {
  title: string;
  tags: LabelledAdTag[];
  data: AdTagsData;
}) {
  const headingId = useId();
  return (
    <div className="creative-tags__family" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="creative-tags__family-title">
        {title}
      </h3>
      <ul className="creative-tags__list">
        {tags.map((tag) => (
          <li key={tag.tag} className="creative-tag">
            <p className="creative-tag__head">
              <span className="creative-tag__name">{tag.label}</span>
              <span className="creative-tag__rule">
                rule <code>{tag.rule}</code>
              </span>
            </p>
            {evidenceByField(tag.evidence).map(([field, spans]) => (
              <Evidence key={field} field={field} spans={spans} data={data} />
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function evidenceByField(evidence: AdTagEvidence[]): Array<[AdTextField, AdTagEvidence[]]> {
  const grouped = new Map<AdTextField, AdTagEvidence[]>();
  for (const span of evidence) grouped.set(span.field, [...(grouped.get(span.field) ?? []), span]);
  return [...grouped];
}

/**
 * The field's text with the triggering words in `<mark>`. Screen readers do not all announce a
 * mark, so the words are also said after the quote.
 */
function Evidence({
  field,
  spans,
  data,
}: {
  field: AdTextField;
  spans: AdTagEvidence[];
  data: AdTagsData;
}) {
  const text = field === 'media' ? null : data.texts[field];
  const words = [...new Set(spans.map((span) => span.text))].join(', ');
  if (text === null) {
    return (
      <p className="creative-tag__source">
        <span className="creative-tag__field">{FIELD_LABELS[field]}:</span> <mark>{words}</mark>
      </p>
    );
  }
  const excerpt = evidenceExcerpt(text, spans);
  return (
    <p className="creative-tag__source">
      <span className="creative-tag__field">{FIELD_LABELS[field]}:</span>{' '}
      <q className="creative-tag__quote">
        {excerpt.cutBefore ? '… ' : null}
        {excerpt.parts.map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : part.text,
        )}
        {excerpt.cutAfter ? ' …' : null}
      </q>
      <VisuallyHidden> Triggering words: {words}</VisuallyHidden>
    </p>
  );
}
