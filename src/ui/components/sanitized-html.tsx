import { useEffect, useMemo, useState } from 'react';
import type * as sanitizer from './sanitize-html.js';

type SanitizerModule = typeof sanitizer;

const importSanitizer = () => import('./sanitize-html.js');
let sanitizerModule: Promise<SanitizerModule> | undefined;
let loadedSanitizer: SanitizerModule['sanitizeHtml'] | undefined;

/** The sanitizer, loaded once and only by pages that have HTML to show. */
export const loadSanitizer = () =>
  (sanitizerModule ??= importSanitizer().then((module) => {
    loadedSanitizer = module.sanitizeHtml;
    return module;
  }));

export interface SanitizedHtmlProps {
  html: string;
  className?: string | undefined;
}

/** Administrator-written HTML, shown once DOMPurify has removed scripts, handlers and unsafe URLs. */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const [sanitize, setSanitize] = useState(() => loadedSanitizer);
  const wanted = html.trim() !== '';

  useEffect(() => {
    if (sanitize || !wanted) return;
    let active = true;
    void loadSanitizer().then(({ sanitizeHtml }) => {
      if (active) setSanitize(() => sanitizeHtml);
    });
    return () => {
      active = false;
    };
  }, [sanitize, wanted]);

  const clean = useMemo(() => (sanitize && wanted ? sanitize(html) : ''), [sanitize, wanted, html]);
  if (!clean.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
