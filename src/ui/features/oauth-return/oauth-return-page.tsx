import { Suspense, useMemo } from 'react';
import { useSearch } from 'wouter';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { DASHBOARD_PATH } from '../../../domain/app-paths.js';
import { socialReturnFrom } from '../../../domain/social-link.js';
import { socialSignInReturnPath } from '../../lib/social-sign-in-round-trip.js';
import { CompletingReturn } from './completing-return.js';

/** The link's completion and its input rules load only for a provider's answer. */
const SocialLinkFromQuery = lazyPart(
  () => import('./social-link-return.js'),
  'SocialLinkFromQuery',
);

/**
 * Where an OAuth round trip comes back to. A social provider's answer (it carries a state) goes
 * back to the sign-in that left for the provider, or else completes a link; any other return has
 * already been completed and goes to the dashboard.
 */
export function OAuthReturnPage() {
  const search = useSearch();
  const parameters = useMemo(() => new URLSearchParams(search), [search]);
  const signInPath = useMemo(
    () => socialSignInReturnPath(socialReturnFrom(parameters)),
    [parameters],
  );
  if (signInPath) return <CompletingReturn to={signInPath} reload />;
  if (parameters.has('state')) {
    return (
      <Suspense fallback={<LoadingState />}>
        <SocialLinkFromQuery parameters={parameters} />
      </Suspense>
    );
  }
  return <CompletingReturn to={DASHBOARD_PATH} />;
}
