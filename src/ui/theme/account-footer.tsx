import { SanitizedHtml } from '../components/sanitized-html.js';
import { useFooterScripts } from './use-footer-scripts.js';
import { enabledHtml, useThemeSettings } from './use-theme.js';

/** The theme's account footer HTML and footer scripts, on the signed-in pages. */
export function AccountFooter({ className }: { className?: string | undefined }) {
  const settings = useThemeSettings();
  useFooterScripts(settings, 'accountFooterScriptTag');
  const html = enabledHtml(settings, 'accountFooter');
  if (!html.trim()) return null;
  return (
    <footer className={className}>
      <SanitizedHtml html={html} />
    </footer>
  );
}
