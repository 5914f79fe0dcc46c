import { StatusPage } from './StatusPage.tsx';

/** The 404 page of unknown routes. */
export function NotFoundPage() {
  return <StatusPage status={404} />;
}
