import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { AppLayout } from '../../src/ui/app/layout/app-layout.js';
import type { RouteLayout } from '../../src/ui/app/routes.js';
import { TopBarBackLink } from '../../src/ui/components/top-bar-back-link.js';
import { renderWithProviders } from './support/render.js';
import { noSystemNotificationMock } from './support/shell-mocks.js';

function PipelinePage() {
  return (
    <section aria-label="Pipeline">
      <TopBarBackLink to="/autoaccess/pipelines">Back to Pipelines</TopBarBackLink>
      <h1>Pipeline</h1>
    </section>
  );
}

function PipelinesPage() {
  return <h1>Pipelines</h1>;
}

const NAV_BAR: RouteLayout = { navBar: true, sideMenu: false };
const NO_NAV_BAR: RouteLayout = { navBar: false, sideMenu: true };

const renderIn = (layout: RouteLayout) =>
  renderWithProviders(
    <AppLayout layout={layout} user={undefined}>
      <Switch>
        <Route path="/autoaccess/pipelines/p-1" component={PipelinePage} />
        <Route path="/autoaccess/pipelines" component={PipelinesPage} />
      </Switch>
    </AppLayout>,
    { path: '/autoaccess/pipelines/p-1', mocks: [noSystemNotificationMock] },
  );

describe('a page’s back link', () => {
  it('shows in the top bar after the brand, goes back, and leaves with its page', () => {
    const view = renderIn(NAV_BAR);
    const banner = screen.getByRole('banner');
    const link = within(banner).getByRole('link', { name: 'Back to Pipelines' });
    expect(link.textContent).toBe('Back to Pipelines');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(banner).getByText('Identity Console').compareDocumentPosition(link)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(screen.getByRole('region', { name: 'Pipeline' })).queryByRole('link')).toBeNull();

    fireEvent.click(link);
    expect(view.currentPath()).toBe('/autoaccess/pipelines');
    expect(screen.getByRole('heading', { name: 'Pipelines' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Back to Pipelines' })).toBeNull();
  });

  it('stays at the top of the page where there is no top bar, and goes back', () => {
    const view = renderIn(NO_NAV_BAR);
    expect(screen.queryByRole('banner')).toBeNull();
    const page = screen.getByRole('region', { name: 'Pipeline' });
    const link = within(page).getByRole('link', { name: 'Back to Pipelines' });
    expect(page.firstElementChild).toBe(link);

    fireEvent.click(link);
    expect(view.currentPath()).toBe('/autoaccess/pipelines');
    expect(screen.getByRole('heading', { name: 'Pipelines' })).toBeTruthy();
  });
});
