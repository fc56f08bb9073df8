import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useId, useRef } from 'react';
import formStyles from '../form.module.css';
import styles from './code-editor.module.css';

/** A problem of the text, placed between two offsets and shown inline and in the gutter. */
export interface CodeEditorDiagnostic {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

export interface CodeEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The language's highlighting and indentation, such as `yaml()` of `@codemirror/lang-yaml`. */
  language: Extension;
  diagnostics?: readonly CodeEditorDiagnostic[];
  /** How to use the editor with the keyboard, and anything else about the field. */
  description?: string;
  /** Ids of further text that describes the field, such as its error message. */
  describedBy?: string | undefined;
  isInvalid?: boolean;
  /** The class CodeMirror's root element gets in the tests and end-to-end selectors. */
  testId?: string;
}

/** Colours from the theme's tokens, so that both schemes keep their contrast. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--ic-link)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--ic-success)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.keyword], color: 'var(--ic-primary)' },
  { tag: [tags.comment, tags.lineComment], color: 'var(--ic-text-muted)', fontStyle: 'italic' },
  { tag: [tags.meta, tags.labelName, tags.typeName], color: 'var(--ic-warning)' },
  { tag: [tags.separator, tags.punctuation], color: 'var(--ic-text-muted)' },
]);

const toDiagnostics = (
  diagnostics: readonly CodeEditorDiagnostic[],
  length: number,
): Diagnostic[] =>
  diagnostics.map(({ from, to, severity, message }) => {
    const start = Math.min(Math.max(0, from), length);
    return { from: start, to: Math.min(Math.max(start, to), length), severity, message };
  });

/**
 * A CodeMirror 6 text editor with line numbers, the given language's highlighting and the caller's
 * diagnostics. Tab is not bound: it leaves the editor as it leaves any field; Ctrl-] and Ctrl-[
 * (Cmd on macOS) indent and outdent, Enter keeps the indentation.
 */
export function CodeEditor({
  label,
  value,
  onChange,
  language,
  diagnostics = [],
  description,
  describedBy,
  isInvalid = false,
  testId,
}: CodeEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const attributes = useRef(new Compartment());
  const describedByIds = [description ? descriptionId : undefined, describedBy]
    .filter(Boolean)
    .join(' ');

  const contentAttributes = () =>
    EditorView.contentAttributes.of({
      'aria-labelledby': labelId,
      ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
      ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    });

  useEffect(() => {
    if (!hostRef.current) return;
    const view = new EditorView({
      parent: hostRef.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          EditorView.lineWrapping,
          history(),
          indentOnInput(),
          language,
          syntaxHighlighting(highlightStyle),
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          attributes.current.of(contentAttributes()),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view is made once; value, attributes and diagnostics reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value) {
      view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: attributes.current.reconfigure(contentAttributes()) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labelId, describedByIds, isInvalid]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch(setDiagnostics(view.state, toDiagnostics(diagnostics, view.state.doc.length)));
  }, [diagnostics, value]);

  return (
    <div className={formStyles.field}>
      <span id={labelId} className={formStyles.label}>
        {label}
      </span>
      {description ? (
        <p id={descriptionId} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      <div
        ref={hostRef}
        className={isInvalid ? `${styles.editor} ${styles.invalid}` : styles.editor}
        data-testid={testId}
      />
    </div>
  );
}
