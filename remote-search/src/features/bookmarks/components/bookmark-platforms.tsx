import { PLATFORMS, PLATFORM_LABELS, type Platform, href } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';

/** The platforms whose bookmarks one can show; the shown one is marked current. */
export function BookmarkPlatforms({ platform }: { platform: Platform }) {
  return (
    <nav aria-label="Bookmark platforms" className="bookmark-platforms">
      <ul className="bookmark-platforms__list">
        {PLATFORMS.map((item) => (
          <li key={item}>
            <Link
              to={href('platformBookmarks', { platform: item })}
              className="bookmark-platforms__link"
              aria-current={item === platform ? 'page' : undefined}
            >
              {PLATFORM_LABELS[item]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
