import { useState } from 'react';
import { initials } from './initials';
import './avatar.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Names the picture for screen readers and gives the fallback initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Set when the name is already written beside the avatar, so it is not read twice. */
  decorative?: boolean;
}

/** A round picture; initials when there is no image or the image fails to load. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `adl-avatar adl-avatar--${size}`;
  if (src && src !== failedSrc) {
    return (
      <img
        className={className}
        src={src}
        alt={decorative ? '' : name}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  if (decorative) {
    return (
      <span className={`${className} adl-avatar--initials`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={`${className} adl-avatar--initials`} role="img" aria-label={name}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
