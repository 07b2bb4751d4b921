import type { NotificationType } from '@adlens/shared-contracts';
import type { Notification } from '@adlens/shared-contracts/react';
import { useState } from 'react';
import { Button } from '../components/button/button';
import { EmptyState } from '../components/empty-state/empty-state';
import { ErrorState } from '../components/error-state/error-state';
import { ImagePreview } from '../components/image-preview/image-preview';
import { LoadingOverlay } from '../components/loading-overlay/loading-overlay';
import { Modal } from '../components/modal/modal';
import { NotificationBar } from '../components/notification-bar/notification-bar';
import { ProgressBar } from '../components/progress-bar/progress-bar';
import { Skeleton } from '../components/skeleton/skeleton';
import { Spinner } from '../components/spinner/spinner';
import { GallerySection } from './gallery-section';

const TYPES: NotificationType[] = ['default', 'success', 'info', 'error', 'warning'];
const SAMPLE_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#FFDE3B"/><text x="300" y="210" font-size="40" text-anchor="middle">Ad creative</text></svg>',
  );

export function FeedbackSections() {
  const [notification, setNotification] = useState<Notification | null>(null);
  const [loading, setLoading] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const [modal, setModal] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  return (
    <>
      <NotificationBar notification={notification} onClose={() => setNotification(null)} />
      <ProgressBar loading={loading} />
      <LoadingOverlay visible={overlay} />
      <GallerySection title="Notification bar">
        {TYPES.map((type) => (
          <Button
            key={type}
            variant="secondary"
            onClick={() => setNotification({ message: `A ${type} notification`, type })}
          >
            Show {type}
          </Button>
        ))}
        <Button
          variant="secondary"
          onClick={() => setNotification({ message: 'No type: lasts 3 s' })}
        >
          Show untyped
        </Button>
      </GallerySection>
      <GallerySection title="Progress bar and loading overlay">
        <Button onClick={() => setLoading((value) => !value)}>
          {loading ? 'Finish loading' : 'Start loading'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setOverlay(true);
            setTimeout(() => setOverlay(false), 2000);
          }}
        >
          Show overlay for 2 s
        </Button>
        <Spinner />
      </GallerySection>
      <GallerySection title="Modal and image preview">
        <Button onClick={() => setModal(true)}>Open modal</Button>
        <Button variant="secondary" onClick={() => setPreview(SAMPLE_IMAGE)}>
          Preview image
        </Button>
        <Modal open={modal} title="Delete folder?" onClose={() => setModal(false)}>
          <p>The ads stay bookmarked in other folders.</p>
          <Button onClick={() => setModal(false)}>Delete</Button>
        </Modal>
        <ImagePreview src={preview} alt="Sample ad creative" onClose={() => setPreview(null)} />
      </GallerySection>
      <GallerySection title="Skeleton, empty and error states">
        <div style={{ width: 200, display: 'grid', gap: 8 }}>
          <Skeleton height={120} />
          <Skeleton width="60%" />
          <Skeleton width={40} height={40} shape="circle" />
        </div>
        <EmptyState title="No bookmarks yet" description="Save an ad to see it here." />
        <EmptyState
          icon={<span style={{ fontSize: 28 }}>?</span>}
          title="No ads found"
          description="Try another keyword or fewer filters."
          action={<Button variant="secondary">Clear filters</Button>}
        />
        <ErrorState message="The analytics could not load." onRetry={() => setLoading(true)} />
      </GallerySection>
    </>
  );
}
