import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="plain-page">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <Link to="/">Back to Adlens</Link>
    </main>
  );
}
