import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeBase64Chunked } from '../../../src/domain/base64-chunks.js';
import { AppLayout } from '../../../src/ui/app/layout/app-layout.js';
import { JourneyFrame } from '../../../src/ui/features/login/journey-frame.js';
import { renderWithProviders } from '../support/render.js';
import { STARTER_SETTINGS, chosen } from './theme-fixtures.js';

const ATTACK =
  '<p>Hello <img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script></p>';
const SHELL = { navBar: true, sideMenu: true };

function signIn(settings: Record<string, unknown>) {
  return renderWithProviders(
    <JourneyFrame labelledBy="heading">
      <h1 id="heading">Sign In</h1>
    </JourneyFrame>,
    { boot: { theme: chosen(settings) } },
  );
}

describe('themed sign-in page', () => {
  it('shows the logo and the enabled header and footer, sanitized', async () => {
    signIn({
      ...STARTER_SETTINGS,
      journeyHeader: ATTACK,
      journeyHeaderEnabled: true,
      journeyFooter: '<a href="https://example.com/help">Help</a>',
      journeyFooterEnabled: false,
    });
    const logo = screen.getByRole('img', { name: 'Starter Theme logo' });
    expect(logo.style.height).toBe('40px');
    await screen.findByText('Hello', {}, { timeout: 5000 });
    const header = document.querySelector('header');
    expect(header?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(header?.innerHTML).not.toContain('script');
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('lays the journey out justified beside the theme content when asked', async () => {
    signIn({
      ...STARTER_SETTINGS,
      journeyLayout: 'justified',
      journeyJustifiedContent: '<h2>Welcome back</h2>',
      journeyJustifiedContentEnabled: true,
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('justified');
  });

  it('shows the user-script error when the footer script cannot be decoded', async () => {
    signIn({
      ...STARTER_SETTINGS,
      journeyFooterScriptTag: '%%%not-base64%%%',
      journeyFooterScriptTagEnabled: true,
    });
    expect(
      await screen.findByText('There was an error loading a script added by the theme.'),
    ).toBeTruthy();
  });

  it('adds nothing for a footer script that is not enabled', async () => {
    signIn({
      ...STARTER_SETTINGS,
      journeyFooterScriptTag: encodeBase64Chunked(
        '<script src="https://cdn.example.com/x.js"></script>',
      ),
      journeyFooterScriptTagEnabled: false,
    });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(document.querySelector('script[data-ic-theme-script]')).toBeNull();
  });
});

describe('themed account pages', () => {
  it('shows the profile logo in the top bar and the enabled account footer, sanitized', async () => {
    renderWithProviders(
      <AppLayout layout={SHELL} user={undefined}>
        <p>Content</p>
      </AppLayout>,
      {
        boot: {
          theme: chosen({ ...STARTER_SETTINGS, accountFooter: ATTACK, accountFooterEnabled: true }),
        },
      },
    );
    const banner = screen.getByRole('banner');
    const logo = banner.querySelector('img');
    expect(logo?.getAttribute('alt')).toBe('Starter icon');
    expect(logo?.style.height).toBe('24px');
    const footer = await waitFor(() => {
      const element = screen.getByRole('contentinfo');
      expect(element.textContent).toBe('Hello ');
      return element;
    });
    expect(footer.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(footer.querySelector('script')).toBeNull();
  });

  it('shows the fallback logo with the app name when no theme matched, and no logo without themes', () => {
    const fallback = renderWithProviders(
      <AppLayout layout={SHELL} user={undefined}>
        <p>Content</p>
      </AppLayout>,
      { boot: { theme: { kind: 'fallback' } } },
    );
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(banner.textContent).toContain('Identity Console');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    fallback.unmount();

    renderWithProviders(
      <AppLayout layout={SHELL} user={undefined}>
        <p>Content</p>
      </AppLayout>,
      { boot: { theme: { kind: 'empty' } } },
    );
    expect(screen.getByRole('banner').querySelector('img')).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('Identity Console');
  });
});
