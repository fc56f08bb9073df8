import type { ThemeLogo } from './theme-logos.js';

export interface ThemeLogoImageProps {
  logo: ThemeLogo;
  className?: string | undefined;
}

/** A theme logo at its configured height; an image without alt text is decorative. */
export function ThemeLogoImage({ logo, className }: ThemeLogoImageProps) {
  return (
    <img
      className={className}
      src={logo.src}
      alt={logo.alt}
      style={{ height: `${logo.height}px` }}
    />
  );
}
