import { decodeBase64Chunked } from '../../domain/base64-chunks.js';
import { loadSanitizer } from '../components/sanitized-html.js';

const MARK = 'data-ic-theme-script';
const STATE = 'data-ic-theme-script-state';

type ScriptState = 'loading' | 'loaded' | 'failed' | 'reported';

function state(script: HTMLScriptElement): ScriptState {
  return (script.getAttribute(STATE) as ScriptState | null) ?? 'loading';
}

function existingScript(doc: Document, src: string): HTMLScriptElement | undefined {
  return [...doc.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)].find(
    (script) => script.getAttribute('src') === src,
  );
}

/** Calls `onError` once if the script fails, however many pages watch it. */
function watchScript(script: HTMLScriptElement, onError: () => void): () => void {
  const report = () => {
    if (state(script) === 'reported') return;
    script.setAttribute(STATE, 'reported');
    onError();
  };
  if (state(script) === 'failed') {
    report();
    return () => undefined;
  }
  if (state(script) !== 'loading') return () => undefined;
  script.addEventListener('error', report);
  return () => script.removeEventListener('error', report);
}

/**
 * Decodes a theme's base64 footer script HTML, keeps only its `<script src="https://…">` tags and
 * adds each to the page once. `onError` hears of a value that does not decode and of a script that
 * fails to load. Returns a function that stops listening.
 */
export async function injectFooterScripts(
  encoded: string,
  doc: Document,
  onError: () => void,
): Promise<() => void> {
  let html: string;
  try {
    html = decodeBase64Chunked(encoded);
  } catch {
    onError();
    return () => undefined;
  }
  const { sanitizeScriptTags } = await loadSanitizer();
  const stops = sanitizeScriptTags(html).map((tag) => {
    const existing = existingScript(doc, tag.src);
    if (existing) return watchScript(existing, onError);
    const script = doc.createElement('script');
    script.setAttribute(MARK, '');
    script.addEventListener('load', () => script.setAttribute(STATE, 'loaded'));
    script.addEventListener('error', () => {
      if (state(script) !== 'reported') script.setAttribute(STATE, 'failed');
    });
    const stop = watchScript(script, onError);
    script.async = tag.async;
    script.defer = tag.defer;
    if (tag.crossOrigin !== null) script.crossOrigin = tag.crossOrigin;
    if (tag.integrity !== null) script.integrity = tag.integrity;
    if (tag.referrerPolicy !== null) script.referrerPolicy = tag.referrerPolicy;
    script.src = tag.src;
    doc.body.append(script);
    return stop;
  });
  return () => stops.forEach((stop) => stop());
}
