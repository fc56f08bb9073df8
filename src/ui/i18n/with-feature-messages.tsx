import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/loading-state.js';
import { pendingFeatureMessages, type FeatureMessages } from './feature-messages.js';

/** Whether `feature`'s messages for the active language are in; re-renders once they are. */
function useFeatureMessages(feature: FeatureMessages): boolean {
  const { i18n } = useTranslation();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const pending = pendingFeatureMessages(i18n, feature, i18n.language);
  useEffect(() => {
    let current = true;
    void pending?.then(() => {
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [pending]);
  return pending === null;
}

/** Shows a loading state until the screen's own messages are in, so no raw key ever shows. */
export function WithFeatureMessages({
  messages,
  children,
}: {
  messages: FeatureMessages;
  children: ReactNode;
}) {
  return useFeatureMessages(messages) ? children : <LoadingState />;
}
