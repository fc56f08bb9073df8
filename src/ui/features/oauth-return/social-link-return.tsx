import { useMemo } from 'react';
import { decodeAmData, socialReturnFrom } from '../../../domain/social-link.js';
import { SocialLinkCompletion } from './social-link-completion.js';

/** A provider's answer in the return URL's query, read with the shared rules, completes the link. */
export function SocialLinkFromQuery({ parameters }: { parameters: URLSearchParams }) {
  const response = useMemo(() => socialReturnFrom(parameters), [parameters]);
  return <SocialLinkCompletion response={response} />;
}

/** A provider's posted answer, relayed by the platform as `amData`, completes the link. */
export function SocialLinkFromAmData({ amData }: { amData: string }) {
  const response = useMemo(() => decodeAmData(amData), [amData]);
  return <SocialLinkCompletion response={response} />;
}
