import { Suspense, type ComponentType } from 'react';
import type { FeatureMessages } from '../i18n/feature-messages.js';
import { WithFeatureMessages } from '../i18n/with-feature-messages.js';
import { lazyPart, type PropsOf } from './lazy-part.js';
import { LoadingState } from './loading-state.js';

/**
 * A screen whose view (its fields, schemas and queries) is a chunk of its own, fetched as soon as
 * the page module runs: the route's first load holds only this frame and the screen's messages.
 */
export function lazyScreen<M, K extends keyof M>(
  messages: FeatureMessages,
  load: () => Promise<M>,
  name: K,
) {
  const part = lazyPart(load, name);
  part.preload();
  // The props are those of the loaded component; TypeScript cannot spread an unresolved generic.
  const View = part as unknown as ComponentType<object>;
  return function LazyScreen(props: PropsOf<M[K]>) {
    return (
      <WithFeatureMessages messages={messages}>
        <Suspense fallback={<LoadingState />}>
          <View {...(props as object)} />
        </Suspense>
      </WithFeatureMessages>
    );
  };
}
