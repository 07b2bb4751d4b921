import { PlainPage } from './plain-page';

export function NotFoundPage() {
  return (
    <PlainPage title="Page not found" eyebrow="Error 404">
      <p>The page you asked for does not exist or has moved.</p>
    </PlainPage>
  );
}
