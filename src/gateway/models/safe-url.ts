const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An image the browser may show: a base64 data image or an https URL; null otherwise. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (DATA_IMAGE.test(value)) return value;
  const url = parsedUrl(value);
  return url?.protocol === 'https:' ? url.href : null;
}

/** A link the browser may follow: http or https only; null otherwise. */
export function safeLinkUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = parsedUrl(value);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}
