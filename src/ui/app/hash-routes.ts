import { FORBIDDEN_PATH, LOGIN_PATH } from '../../domain/app-paths.js';
import { TREE_PARAM } from '../lib/location.js';

/** `#/forbidden`, and the journeys route `#/service/{journey}` (also `#/journeys/{journey}`). */
const FORBIDDEN_HASH = /^#\/forbidden\/?$/;
const JOURNEY_HASH = /^#\/(?:service|journeys)\/([^/?]+)\/?$/;

/**
 * The in-app address a hash route stands for, keeping the page's query (its realm among it) and
 * adding the hash route's own; undefined for any other hash, such as an in-page anchor.
 */
export function hashRouteTarget(hash: string, search: string): string | undefined {
  const [route = '', query = ''] = hash.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(query)) params.set(name, value);
  let pathname: string;
  if (FORBIDDEN_HASH.test(route)) {
    pathname = FORBIDDEN_PATH;
  } else {
    const journey = JOURNEY_HASH.exec(route)?.[1];
    if (journey === undefined) return undefined;
    let tree: string;
    try {
      tree = decodeURIComponent(journey);
    } catch {
      return undefined;
    }
    pathname = LOGIN_PATH;
    params.set(TREE_PARAM, tree);
  }
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/** Replaces a hash-route address with the page it stands for. */
export function followHashRoute(): void {
  const target = hashRouteTarget(window.location.hash, window.location.search);
  if (target !== undefined) window.history.replaceState(window.history.state, '', target);
}
