import { externalUrl } from './location.js';

/** After sign-out: the post-logout address when it is a usable one, otherwise a reload. */
export function leaveAfterSignOut(postLogoutUrl: string | null | undefined): void {
  const target = externalUrl(postLogoutUrl, window.location.origin);
  if (target) window.location.assign(target);
  else window.location.reload();
}
