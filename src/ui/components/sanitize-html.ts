import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Links and images may point at http(s), mail, phone and relative addresses only. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i;

const HTML_CONFIG = {
  ALLOWED_URI_REGEXP: SAFE_URL,
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'template'],
  FORBID_ATTR: ['srcset', 'action', 'formaction', 'ping'],
};

const SCRIPT_CONFIG = {
  ALLOWED_TAGS: ['script'],
  ALLOWED_ATTR: ['src', 'async', 'defer', 'crossorigin', 'integrity', 'referrerpolicy'],
  ADD_TAGS: ['script'],
  FORCE_BODY: true,
  RETURN_DOM: true as const,
};

export interface ScriptTag {
  src: string;
  async: boolean;
  defer: boolean;
  crossOrigin: string | null;
  integrity: string | null;
  referrerPolicy: string | null;
}

/** Whether DOMPurify really sanitizes in this DOM; if it does not, nothing is shown at all. */
function sanitizes(purifier: Purifier): boolean {
  if (!purifier.isSupported) return false;
  const probe = purifier.sanitize(
    '<p><script>x</script><img src="x" onerror="x"><a href="javascript:x">x</a></p>',
    HTML_CONFIG,
  );
  return !/onerror|javascript:|<script/i.test(probe);
}

let htmlPurifier: Purifier | null | undefined;

function purifier(): Purifier | null {
  if (htmlPurifier !== undefined) return htmlPurifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (element) => {
    if (!element.hasAttribute('target')) return;
    if (element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.removeAttribute('target');
    }
  });
  htmlPurifier = sanitizes(instance) ? instance : null;
  return htmlPurifier;
}

/** Theme header and footer HTML without scripts, event handlers, forms, styles or unsafe URLs. */
export function sanitizeHtml(html: string): string {
  return purifier()?.sanitize(html, HTML_CONFIG) ?? '';
}

function httpsUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `<script src="https://…">` tags of a theme's footer script HTML, as plain descriptions:
 * inline code, other tags and other addresses are dropped.
 */
export function sanitizeScriptTags(html: string): ScriptTag[] {
  if (!purifier()) return [];
  const body = DOMPurify(window).sanitize(html, SCRIPT_CONFIG);
  if (!('querySelectorAll' in body)) return [];
  return [...(body as Element).querySelectorAll('script')].flatMap((script): ScriptTag[] => {
    const src = httpsUrl(script.getAttribute('src'));
    if (!src || script.textContent?.trim()) return [];
    return [
      {
        src,
        async: script.hasAttribute('async'),
        defer: script.hasAttribute('defer'),
        crossOrigin: script.getAttribute('crossorigin'),
        integrity: script.getAttribute('integrity'),
        referrerPolicy: script.getAttribute('referrerpolicy'),
      },
    ];
  });
}
