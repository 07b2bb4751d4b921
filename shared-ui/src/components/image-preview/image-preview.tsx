// Through the package name: the spinner and the height belong to the kit's main entry, and relative
// imports would copy them into the overlays entry's shared module (decision 0039).
import { Spinner } from '../spinner/spinner';
import { IMAGE_PREVIEW_MAX_HEIGHT } from './image-preview-size';
import { useState } from 'react';
import { Modal } from '../modal/modal';
import './image-preview.css';

export interface ImagePreviewProps {
  /** The media to show; null closes the preview. */
  src: string | null;
  kind?: 'image' | 'video';
  /** Describes the media; also names the dialog. */
  alt: string;
  onClose: () => void;
}

/** A full-screen preview that shows a spinner until the media has loaded. */
export function ImagePreview({ src, kind = 'image', alt, onClose }: ImagePreviewProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = src !== null && loadedSrc === src;
  const mediaClass = loaded
    ? 'adl-image-preview__media'
    : 'adl-image-preview__media adl-image-preview__media--loading';

  return (
    <Modal
      open={src !== null}
      onClose={onClose}
      label={alt}
      closeLabel="Close preview"
      className="adl-image-preview"
    >
      {loaded ? null : <Spinner size={40} label="Loading preview" />}
      {src === null ? null : kind === 'video' ? (
        // Ad creatives come from third parties without caption files; controls let users mute or pause.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          key={src}
          className={mediaClass}
          style={{ maxHeight: IMAGE_PREVIEW_MAX_HEIGHT }}
          src={src}
          aria-label={alt}
          controls
          onLoadedData={() => setLoadedSrc(src)}
        />
      ) : (
        <img
          key={src}
          className={mediaClass}
          style={{ maxHeight: IMAGE_PREVIEW_MAX_HEIGHT }}
          src={src}
          alt={alt}
          onLoad={() => setLoadedSrc(src)}
        />
      )}
    </Modal>
  );
}
