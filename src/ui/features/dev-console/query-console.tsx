import { json } from '@codemirror/lang-json';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENTITY_SEARCH_INDEXES,
  MAX_ENTITY_QUERY_CHARS,
  type EntitySearchIndex,
} from '../../../domain/autoaccess/entity-console.js';
import { Button } from '../../components/button.js';
import { CodeEditor } from '../../components/code-editor/code-editor.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { SelectField } from '../../components/select-field.js';
import { graphql } from '../../gql/index.js';
import type { QueryConsole_SearchQuery } from '../../gql/graphql.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './dev-console.module.css';
import { EXAMPLE_QUERIES, type ExampleId } from './example-queries.js';
import { SearchResult } from './search-result.js';

export const QueryConsole_Search = graphql(`
  query QueryConsole_Search($index: EntitySearchIndex!, $query: String!) {
    entitySearch(index: $index, query: $query) {
      answer
      answerTruncated
      error
      tookMs
      total
      hits {
        id
        fields {
          name
          value
        }
      }
      aggregations {
        name
        value
        buckets {
          key
          count
        }
      }
    }
  }
`);

const JSON_LANGUAGE = json();
const FIRST = EXAMPLE_QUERIES[0];

/** Why the text cannot be sent, or null when it is a JSON object of a bounded size. */
function queryProblem(text: string): 'tooLong' | 'notJson' | 'notObject' | null {
  if (text.length > MAX_ENTITY_QUERY_CHARS) return 'tooLong';
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? null
      : 'notObject';
  } catch {
    return 'notJson';
  }
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; result: QueryConsole_SearchQuery['entitySearch'] }
  | { kind: 'failed'; error: unknown };

/** The query editor, its index and examples, and the answer as tables and as raw JSON. */
export function QueryConsole() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [index, setIndex] = useState<EntitySearchIndex>(FIRST.index);
  const [text, setText] = useState<string>(FIRST.query);
  const [example, setExample] = useState<ExampleId>(FIRST.id);
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const problem = checked ? queryProblem(text) : null;

  const run = async () => {
    setChecked(true);
    if (queryProblem(text)) return;
    setOutcome({ kind: 'running' });
    try {
      const { data } = await client.query({
        query: QueryConsole_Search,
        variables: { index, query: text },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No answer');
      setOutcome({ kind: 'done', result: data.entitySearch });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };

  return (
    <div className={styles.console}>
      <div className={styles.controls}>
        <SelectField
          label={t('devConsole.index')}
          value={index}
          values={ENTITY_SEARCH_INDEXES}
          onChange={setIndex}
        />
        <SelectField
          label={t('devConsole.example')}
          value={example}
          values={EXAMPLE_QUERIES.map((each) => each.id)}
          labelOf={(id) => t(`devConsole.examples.${id}`)}
          onChange={(id) => {
            const chosen = EXAMPLE_QUERIES.find((each) => each.id === id) ?? FIRST;
            setExample(chosen.id);
            setIndex(chosen.index);
            setText(chosen.query);
            setChecked(false);
          }}
        />
      </div>
      <CodeEditor
        label={t('devConsole.query')}
        description={t('devConsole.queryDescription')}
        value={text}
        onChange={setText}
        language={JSON_LANGUAGE}
        isInvalid={problem !== null}
        testId="dev-console-editor"
      />
      {problem ? (
        <p className={styles.problem} role="alert">
          {t(`devConsole.problems.${problem}`, { max: MAX_ENTITY_QUERY_CHARS })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onPress={() => void run()} isDisabled={outcome.kind === 'running'}>
          {t('devConsole.run')}
        </Button>
      </div>
      <section aria-label={t('devConsole.result')} aria-live="polite">
        {outcome.kind === 'running' ? <LoadingState /> : null}
        {outcome.kind === 'failed' ? (
          <ErrorMessage messageKey={errorMessageKey(outcome.error, 'devConsole.errors.search')} />
        ) : null}
        {outcome.kind === 'done' ? <SearchResult result={outcome.result} /> : null}
      </section>
    </div>
  );
}
