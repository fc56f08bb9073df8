import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { lazyPart } from '../../components/lazy-part.js';
import type { AccessReviewRow } from './access-review-table.js';

/** React-aria's popover loads when its button is hovered, focused or pressed. */
const TaskCompletionPopover = lazyPart(
  () => import('./task-completion-popover.js'),
  'TaskCompletionPopover',
);

/** The button that opens the user's task completion; the popover opens once it has loaded. */
export function TaskCompletionButton({ reviews }: { reviews: readonly AccessReviewRow[] }) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.secondary}`}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={requested}
      onPointerEnter={() => TaskCompletionPopover.preload()}
      onFocus={() => TaskCompletionPopover.preload()}
      onClick={() => setRequested(true)}
    >
      {t('accessReviews.taskCompletion.open')}
    </button>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TaskCompletionPopover reviews={reviews} defaultOpen />
    </Suspense>
  );
}
