import { StatusPage } from '../../components/status-page.js';

export function NotFoundPage() {
  return <StatusPage headingKey="notFound.heading" bodyKey="notFound.body" />;
}
