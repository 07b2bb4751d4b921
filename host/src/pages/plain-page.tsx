import { href } from '@adlens/shared-contracts';
import { buttonClassName, PlainPageCard } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PlainPageProps {
  title: string;
  children: ReactNode;
  /** The way back; by default a link to the start page. */
  actions?: ReactNode;
  role?: 'alert';
  /** A short mark above the title, such as the status code. */
  eyebrow?: string;
}

/** The host's plain and error pages: the kit's card with the brand, and the start page as the
 * way back unless the page offers its own. */
export function PlainPage({ actions, ...card }: PlainPageProps) {
  return (
    <PlainPageCard
      brand="Adlens"
      actions={
        actions ?? (
          <Link to={href('root')} className={buttonClassName('primary')}>
            Back to Adlens
          </Link>
        )
      }
      {...card}
    />
  );
}
