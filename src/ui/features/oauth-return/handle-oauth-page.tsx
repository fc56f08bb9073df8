import { Suspense, useMemo } from 'react';
import { useParams } from 'wouter';
import { decodeAmData } from '../../../domain/social-link.js';
import { socialSignInReturnPath } from '../../lib/social-sign-in-round-trip.js';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { CompletingReturn } from './completing-return.js';

/** The link's completion and its input rules load beside the page, out of its first load. */
const SocialLinkFromAmData = lazyPart(
  () => import('./social-link-return.js'),
  'SocialLinkFromAmData',
);
SocialLinkFromAmData.preload();

/**
 * `/handleOAuth/{amData}`: a provider's posted answer, relayed by the platform as amData, for the
 * sign-in that left for the provider or else for a link.
 */
export function HandleOAuthPage() {
  const { amData = '' } = useParams<{ amData: string }>();
  const signInPath = useMemo(() => socialSignInReturnPath(decodeAmData(amData)), [amData]);
  if (signInPath) return <CompletingReturn to={signInPath} reload />;
  return (
    <Suspense fallback={<LoadingState />}>
      <SocialLinkFromAmData amData={amData} />
    </Suspense>
  );
}
