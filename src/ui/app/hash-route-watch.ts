/** The hash-route rules load only for an address with a hash: few are opened with one. */
const loadHashRoutes = () => import('./hash-routes.js');

function followHash(): Promise<void> {
  if (!window.location.hash) return Promise.resolve();
  return loadHashRoutes().then((routes) => routes.followHashRoute());
}

export interface HashRouteWatch {
  /** Settles once the hash the page was opened with is followed, or could not be. */
  followed: Promise<void>;
  stop: () => void;
}

/** Follows the hash route the page was opened with, and any the address bar changes to. */
export function startHashRoutes(): HashRouteWatch {
  const onHashChange = () => void followHash().catch(() => undefined);
  window.addEventListener('hashchange', onHashChange);
  return {
    followed: followHash().catch(() => undefined),
    stop: () => window.removeEventListener('hashchange', onHashChange),
  };
}
