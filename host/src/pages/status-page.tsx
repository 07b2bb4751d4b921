import { useParams } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { PlainPage } from './plain-page';
import { StatusNextSteps } from './status-next-steps';
import { statusPageText } from './status-pages';

/** `/{status}`: where a page goes when its data fails to load with that status (spec section 8). */
export function StatusPage() {
  const { status = '' } = useParams();
  const text = /^\d{3}$/.test(status) ? statusPageText(Number(status)) : null;
  if (!text) return <NotFoundPage />;
  return (
    <PlainPage
      title={text.title}
      eyebrow={`Error ${status}`}
      actions={<StatusNextSteps steps={text.next} />}
    >
      <p>{text.explanation}</p>
    </PlainPage>
  );
}
