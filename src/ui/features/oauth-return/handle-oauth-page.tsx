import { useMemo } from 'react';
import { useParams } from 'wouter';
import { decodeAmData } from '../../../domain/social-link.js';
import { SocialLinkCompletion } from './social-link-completion.js';

/** `/handleOAuth/{amData}`: a provider's posted answer, relayed by the platform as amData. */
export function HandleOAuthPage() {
  const { amData = '' } = useParams<{ amData: string }>();
  const response = useMemo(() => decodeAmData(amData), [amData]);
  return <SocialLinkCompletion response={response} />;
}
