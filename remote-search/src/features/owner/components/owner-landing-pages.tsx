import { type Platform, href } from '@adlens/shared-contracts';
import type { OwnerLandingHistory, OwnerLandingPage } from '@adlens/shared-contracts/features';
import { AsyncContent, EmptyState, Section } from '@adlens/shared-ui';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { LandingTimeline, pageName } from '../../../components/landing-timeline/landing-timeline';
import { OwnerLandingPagesSkeleton } from './owner-landing-pages-loading';

type HistoryQuery = ComponentProps<typeof AsyncContent<OwnerLandingHistory>>['query'];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function PageAds({ page, platform }: { page: OwnerLandingPage; platform: Platform }) {
  const unnamed = page.ad_count - page.ad_ids.length;
  return (
    <div className="owner-landing__ads">
      <span>
        {page.ad_count === 1 ? 'Your opened ad leading here:' : 'Your opened ads leading here:'}
      </span>
      <ul aria-label={`Ads leading to ${pageName(page.url)}`}>
        {page.ad_ids.map((id) => (
          <li key={id}>
            <Link to={href('adDetail', { platform, id })}>Ad {id}</Link>
          </li>
        ))}
        {unnamed > 0 ? <li>{plural(unnamed, 'more ad', 'more ads')}</li> : null}
      </ul>
    </div>
  );
}

function PageTimeline({ page, platform }: { page: OwnerLandingPage; platform: Platform }) {
  const name = pageName(page.url);
  return (
    <li className="owner-landing__page">
      <h3 className="owner-landing__title">{name}</h3>
      <PageAds page={page} platform={platform} />
      <LandingTimeline
        versions={page.versions}
        label={`Versions of ${name}, newest first`}
        showUrl={false}
      />
    </li>
  );
}

/** What the answer left out: pages past the limit, and pages only unopened ads lead to. */
function NotShown({ data }: { data: OwnerLandingHistory }) {
  const lines = [
    data.more_pages > 0
      ? `${plural(data.more_pages, 'more page', 'more pages')} changed earlier`
      : null,
    data.unopened_pages > 0
      ? `${plural(data.unopened_pages, 'more page', 'more pages')} behind ads you have not opened`
      : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return <p className="owner-landing__not-shown">{lines.join('; ')}.</p>;
}

function Pages({ data, platform }: { data: OwnerLandingHistory; platform: Platform }) {
  if (data.pages.length === 0)
    return (
      <EmptyState
        title={
          data.unopened_pages > 0
            ? 'Open one of this advertiser’s ads to see its landing pages'
            : 'No landing page versions recorded for this advertiser yet'
        }
        description={
          data.unopened_pages > 0
            ? `A landing page comes with an ad’s detail. ${plural(data.unopened_pages, 'page', 'pages')} behind ads you have not opened.`
            : 'Versions are recorded when a crawl downloads the pages this advertiser’s ads lead to.'
        }
      />
    );
  return (
    <>
      <ol className="owner-landing" aria-label="Landing pages, most recently changed first">
        {data.pages.map((page) => (
          <PageTimeline key={page.url} page={page} platform={platform} />
        ))}
      </ol>
      <NotShown data={data} />
    </>
  );
}

/**
 * The advertiser's landing pages (issue 38, decision 0064): each page reached by an ad the user
 * opened, with its timeline of offer changes and the ads that lead there. A landing URL is part
 * of an ad's paid detail, so pages behind unopened ads are only counted.
 */
export function OwnerLandingPages({
  query,
  platform,
}: {
  query: HistoryQuery;
  platform: Platform;
}) {
  return (
    <Section
      title="Landing pages"
      description="Where the ads you opened lead, most recently changed first."
      className="owner-landing-pages"
    >
      <AsyncContent
        query={query}
        skeleton={<OwnerLandingPagesSkeleton />}
        loadingLabel="Loading landing pages"
        errorTitle="Landing pages unavailable"
      >
        {(data) => <Pages data={data} platform={platform} />}
      </AsyncContent>
    </Section>
  );
}
