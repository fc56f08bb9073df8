/** A post-logout URL is used only when it is not blank and is an http(s) URL or an absolute path. */
export function usablePostLogoutUrl(url: string | null | undefined): string | null {
  const candidate = url?.trim();
  if (!candidate) return null;
  if (candidate.startsWith('/') && !candidate.startsWith('//')) return candidate;
  try {
    const parsed = new URL(candidate);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
