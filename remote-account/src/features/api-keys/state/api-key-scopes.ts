import type { ApiKeyScope } from '@adlens/shared-contracts';

/** What each scope lets a program do, in the words the form and the list use. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<ApiKeyScope, string>> = {
  'ads:read': 'Search ads and read owners, campaigns, filters and analytics.',
  'ads:detail':
    'Open an ad’s full detail. Spends credits: one for each ad you have not paid to view before.',
  'bookmarks:write': 'Read and change your collections and bookmarks.',
  'follows:write': 'Follow and unfollow campaigns and owners, and read their alerts.',
  exports: 'Start exports and download their files.',
};
