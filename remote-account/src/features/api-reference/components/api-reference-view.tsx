import { CREDITS_LEFT_HEADER, OPENAPI_DOCUMENT_URL } from '@adlens/shared-contracts';
import { AsyncContent, Chip, EmptyState, Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { DashboardLayout } from '../../../components/dashboard-layout';
import { useUrlSearch } from '../../../components/use-url-search';
import { openApiDocumentQuery } from '../api/openapi-document-query';
import {
  type ReferenceEntry,
  type ReferenceField,
  type ReferenceGroup,
  referenceGroups,
} from '../model/reference-entries';
import './api-reference.css';

/** The query parameter naming the endpoint shown, so that a link or a reload shows it again. */
export const ENDPOINT_PARAM = 'endpoint';

function accessNote(entry: ReferenceEntry): string {
  if (entry.scope === undefined) return 'Public: no credential needed.';
  if (entry.scope === null) return 'Signed-in session only: no API key may call it.';
  return `A session, or an API key with the scope ${entry.scope}.`;
}

function creditNote(entry: ReferenceEntry): string {
  if (!entry.creditCost) return 'Costs no credits.';
  const credits = entry.creditCost === 1 ? '1 credit' : `${entry.creditCost} credits`;
  return `Costs ${credits} (an ad paid for before costs nothing; a failed call costs nothing; dry_run=1 shows the cost without charging). ${CREDITS_LEFT_HEADER} says what is left.`;
}

function FieldTable({
  caption,
  fields,
  withPlace,
}: {
  caption: string;
  fields: ReferenceField[];
  withPlace?: boolean;
}) {
  if (fields.length === 0) return <p className="api-reference__none">{caption}: none.</p>;
  return (
    <table className="api-reference__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          {withPlace ? <th scope="col">In</th> : null}
          <th scope="col">Type</th>
          <th scope="col">Required</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.place ?? ''}:${field.name}`}>
            <th scope="row">
              <code>{field.name}</code>
            </th>
            {withPlace ? <td>{field.place}</td> : null}
            <td>
              <code>{field.type}</code>
            </td>
            <td>{field.required ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`api-reference__method api-reference__method--${method.toLowerCase()}`}>
      {method}
    </span>
  );
}

function EndpointDetail({ entry }: { entry: ReferenceEntry }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A chosen endpoint takes the focus, so that a keyboard user reads it next.
  useEffect(() => heading.current?.focus(), [entry.id]);
  return (
    <article className="api-reference__detail" aria-labelledby="api-reference-detail-title">
      <h2 id="api-reference-detail-title" ref={heading} tabIndex={-1}>
        {entry.summary}
      </h2>
      <p className="api-reference__signature">
        <MethodBadge method={entry.method} /> <code>/api{entry.path}</code>
      </p>
      <ul className="api-reference__notes">
        <li>
          {entry.scope ? <Chip tone="info">{entry.scope}</Chip> : null} {accessNote(entry)}
        </li>
        <li>{creditNote(entry)}</li>
      </ul>
      <FieldTable caption="Parameters" fields={entry.parameters} withPlace />
      {entry.bodyFields.length > 0 ? (
        <FieldTable caption="Request body fields" fields={entry.bodyFields} />
      ) : null}
      <FieldTable caption="Response fields (in data)" fields={entry.responseFields} />
    </article>
  );
}

function EndpointList({ groups, selected }: { groups: ReferenceGroup[]; selected: string | null }) {
  return (
    <nav className="api-reference__list" aria-label="Endpoints">
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={`api-reference-tag-${group.tag}`}>
          <h2 id={`api-reference-tag-${group.tag}`} className="api-reference__tag">
            {group.tag}
          </h2>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={{ search: `?${ENDPOINT_PARAM}=${encodeURIComponent(entry.id)}` }}
                  className="api-reference__link adl-focusable"
                  aria-current={entry.id === selected ? 'true' : undefined}
                  preventScrollReset
                >
                  <MethodBadge method={entry.method} /> <code>{entry.path}</code>
                  {entry.scope ? <span className="api-reference__scope">{entry.scope}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function ReferenceSkeleton() {
  return (
    <div className="api-reference" aria-hidden="true">
      <Skeleton height={320} />
      <Skeleton height={320} />
    </div>
  );
}

function Reference({ groups, selected }: { groups: ReferenceGroup[]; selected: string | null }) {
  const entry = groups.flatMap((group) => group.entries).find((one) => one.id === selected);
  return (
    <div className="api-reference">
      <EndpointList groups={groups} selected={selected} />
      {entry ? (
        <EndpointDetail entry={entry} />
      ) : (
        <EmptyState
          title={selected ? `No endpoint named ${selected}` : 'Choose an endpoint'}
          description="Pick one in the list to see its parameters, response fields, scope and cost."
        />
      )}
    </div>
  );
}

/** `/dashboard/api`: the API reference, read from the OpenAPI document the API serves. */
export function ApiReferenceView() {
  const query = useQuery(openApiDocumentQuery());
  const [search] = useUrlSearch();
  const selected = search.get(ENDPOINT_PARAM);
  return (
    <DashboardLayout
      title="API reference"
      subtitle={
        <>
          Every endpoint, generated from the contract. Send a key as{' '}
          <code>Authorization: Bearer adl_…</code>; the whole description is at{' '}
          <a href={OPENAPI_DOCUMENT_URL}>{OPENAPI_DOCUMENT_URL}</a>
          {query.data ? ` (version ${query.data.info.version})` : null}.
        </>
      }
    >
      <AsyncContent
        query={query}
        loadingLabel="Loading the API reference"
        errorTitle="The API reference could not load"
        skeleton={<ReferenceSkeleton />}
        isEmpty={(document) => Object.keys(document.paths).length === 0}
        empty={<EmptyState title="No endpoints" description="The API describes no endpoint yet." />}
      >
        {(document) => <Reference groups={referenceGroups(document)} selected={selected} />}
      </AsyncContent>
    </DashboardLayout>
  );
}
