import { useState } from 'react';
import {
  draftFrom,
  rebaseDraft,
  type Draft,
  type DraftValue,
  type SchemaField,
} from './schema-field.js';

/**
 * A form's draft of a stored object with a revision. A newer revision is merged in, keeping what
 * the user changed; after a save, the saved version replaces the draft.
 */
export function useSchemaDraft(fields: readonly SchemaField[], values: unknown, rev: string) {
  const [base, setBase] = useState<{ rev: string; draft: Draft }>(() => ({
    rev,
    draft: draftFrom(fields, values),
  }));
  const [draft, setDraft] = useState<Draft>(base.draft);
  const [saved, setSaved] = useState(false);

  if (base.rev !== rev) {
    const latest = draftFrom(fields, values);
    setDraft(saved ? latest : rebaseDraft(draft, base.draft, latest));
    setBase({ rev, draft: latest });
    setSaved(false);
  }

  return {
    /** The revision the draft was started from, to send with the save. */
    rev: base.rev,
    base: base.draft,
    draft,
    change: (name: string, value: DraftValue) => {
      setDraft((current) => ({ ...current, [name]: value }));
    },
    discard: () => setDraft(base.draft),
    /** The next revision to come in is the one just saved: take it as it is. */
    markSaved: () => setSaved(true),
  };
}
