import { StatusPage } from '../../components/status-page.js';

export function ForbiddenPage() {
  return <StatusPage headingKey="forbidden.heading" bodyKey="forbidden.body" />;
}
