import { PlainPage } from './plain-page';

export function NotFoundPage() {
  return (
    <PlainPage title="Page not found">
      <p>The page you asked for does not exist or has moved.</p>
    </PlainPage>
  );
}
