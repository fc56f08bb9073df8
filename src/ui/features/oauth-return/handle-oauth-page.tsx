import { Suspense } from 'react';
import { useParams } from 'wouter';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';

/** The link's completion and its input rules load beside the page, out of its first load. */
const SocialLinkFromAmData = lazyPart(
  () => import('./social-link-return.js'),
  'SocialLinkFromAmData',
);
SocialLinkFromAmData.preload();

/** `/handleOAuth/{amData}`: a provider's posted answer, relayed by the platform as amData. */
export function HandleOAuthPage() {
  const { amData = '' } = useParams<{ amData: string }>();
  return (
    <Suspense fallback={<LoadingState />}>
      <SocialLinkFromAmData amData={amData} />
    </Suspense>
  );
}
