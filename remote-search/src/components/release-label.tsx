/** The release this page came from: two pinned releases of remote-search can be told apart. */
export const RELEASE_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export function ReleaseLabel() {
  return <p className="release-label">remote-search {RELEASE_VERSION}</p>;
}
