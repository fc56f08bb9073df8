import type { ThemeChoice } from '../../../domain/theme-choice.js';
import { themeLogos } from '../../theme/theme-logos.js';
import {
  THEME_VARIABLE_NAMES,
  themeColourScheme,
  themeVariables,
} from '../../theme/theme-variables.js';

const BUNDLED_FAVICON = 'data-bundled-href';
const COLOR_SCHEME = 'data-color-scheme';

function faviconLink(doc: Document): HTMLLinkElement {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'icon';
  doc.head.append(link);
  return link;
}

/** Points `<link rel=icon>` at `href`, or back at the page's own favicon when there is none. */
function applyFavicon(doc: Document, href: string | undefined): void {
  const link = faviconLink(doc);
  if (!link.hasAttribute(BUNDLED_FAVICON)) {
    link.setAttribute(BUNDLED_FAVICON, link.getAttribute('href') ?? '');
  }
  if (href) {
    link.removeAttribute('type');
    link.href = href;
    return;
  }
  const bundled = link.getAttribute(BUNDLED_FAVICON);
  if (bundled) link.setAttribute('href', bundled);
}

/**
 * Applies the chosen theme as CSS custom properties on `root`, with the colour scheme its
 * background decides, and sets the favicon. No theme matched: the fallback favicon and the
 * bundled look. Themes could not be loaded (`empty`) or not yet known: nothing is applied.
 */
export function applyTheme(choice: ThemeChoice | null, root: HTMLElement): void {
  for (const name of THEME_VARIABLE_NAMES) root.style.removeProperty(name);
  root.removeAttribute(COLOR_SCHEME);
  if (choice?.kind === 'chosen') {
    for (const [name, value] of Object.entries(themeVariables(choice.theme.settings))) {
      root.style.setProperty(name, value);
    }
    const scheme = themeColourScheme(choice.theme.settings);
    if (scheme) root.setAttribute(COLOR_SCHEME, scheme);
  }
  applyFavicon(root.ownerDocument, themeLogos(choice).favicon);
}
