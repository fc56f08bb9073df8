import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForbiddenPage } from '../../src/ui/features/forbidden/forbidden-page.js';
import { NotFoundPage } from '../../src/ui/features/not-found/not-found-page.js';
import { renderWithProviders } from './support/render.js';

describe('ForbiddenPage', () => {
  it('tells the user they cannot view the page and links back to the dashboard', () => {
    renderWithProviders(<ForbiddenPage />, { path: '/forbidden' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'You do not have permission to view this site',
    );
    const link = screen.getByRole('link', { name: 'Return to dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
  });
});

describe('NotFoundPage', () => {
  it('says the page does not exist and links back to the dashboard', () => {
    renderWithProviders(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    const link = screen.getByRole('link', { name: 'Return to dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
  });
});
