import type { ThemeChoice } from '../../../domain/theme-choice.js';

/** Theme settings that map onto the app's colour variables. */
const COLOUR_VARIABLES: Readonly<Record<string, string>> = {
  primaryColor: '--ic-primary',
  primaryOffColor: '--ic-primary-hover',
  textColor: '--ic-on-primary',
  backgroundColor: '--ic-journey-background',
};

const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/)[^"\\\s]*$/;

function colour(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && CSS.supports('color', value)
    ? value.trim()
    : undefined;
}

/**
 * Applies the chosen theme's colours and background image as CSS custom properties; the fallback
 * and empty themes keep the bundled look.
 */
export function applyTheme(choice: ThemeChoice | null, root: HTMLElement): void {
  const settings = choice?.kind === 'chosen' ? choice.theme.settings : {};
  for (const [setting, variable] of Object.entries(COLOUR_VARIABLES)) {
    const value = colour(settings[setting]);
    if (value) root.style.setProperty(variable, value);
    else root.style.removeProperty(variable);
  }
  const image = settings['backgroundImage'];
  if (typeof image === 'string' && SAFE_IMAGE_URL.test(image.trim())) {
    root.style.setProperty('--ic-journey-background-image', `url("${image.trim()}")`);
  } else {
    root.style.removeProperty('--ic-journey-background-image');
  }
}
