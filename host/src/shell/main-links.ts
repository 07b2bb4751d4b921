import { type Platform, href, isAllowedOnMobile } from '@adlens/shared-contracts';

export interface MainLink {
  to: string;
  label: string;
}

/**
 * The header's sections. On a mobile container the guard sends other pages to search, so only
 * what stays open there is offered.
 */
export function mainLinks(activePlatform: Platform, isMobile: boolean): MainLink[] {
  const links = [
    { to: href('platformSearch', { platform: activePlatform }), label: 'Search' },
    { to: href('analytics', { platform: activePlatform }), label: 'Analytics' },
    { to: href('platformBookmarks', { platform: activePlatform }), label: 'Bookmarks' },
    { to: href('planSelect'), label: 'Plans' },
  ];
  return isMobile ? links.filter(({ to }) => isAllowedOnMobile(to)) : links;
}
