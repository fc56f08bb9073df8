import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  draftFrom,
  rebaseDraft,
  type Draft,
  type DraftValue,
  type SchemaField,
} from './schema-field.js';

interface DraftState {
  /** The stored version the draft started from. */
  rev: string;
  base: Draft;
  draft: Draft;
  /** The version a save of this draft made, once known. */
  savedRev?: string;
}

/**
 * A form's draft of a stored object with a revision. A newer revision is merged in, keeping what
 * the user changed; the version a save made replaces the draft.
 */
export function useSchemaDraft(fields: readonly SchemaField[], values: unknown, rev: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [state, setState] = useState<DraftState>(() => {
    const base = draftFrom(fields, values, locale);
    return { rev, base, draft: base };
  });

  if (state.rev !== rev) {
    const latest = draftFrom(fields, values, locale);
    setState({
      ...state,
      rev,
      base: latest,
      draft: rev === state.savedRev ? latest : rebaseDraft(state.draft, state.base, latest),
    });
  }

  return {
    /** The language the draft's numbers are written in. */
    locale,
    /** The revision the draft was started from, to send with the save. */
    rev: state.rev,
    base: state.base,
    draft: state.draft,
    change: (name: string, value: DraftValue) => {
      setState((current) => ({ ...current, draft: { ...current.draft, [name]: value } }));
    },
    discard: () => setState((current) => ({ ...current, draft: current.base })),
    /** `saved` is the revision a save made: the draft becomes that version as it is stored. */
    markSaved: (saved: string) => {
      setState((current) =>
        current.rev === saved
          ? { ...current, draft: current.base }
          : { ...current, savedRev: saved },
      );
    },
  };
}
