import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ROOT_REALM } from '../../../domain/realms.js';
import { Button } from '../../components/button.js';
import { CenteredCard } from '../../components/centered-card.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { graphql, type DocumentType } from '../../gql/index.js';
import type { CallbackInput } from '../../gql/graphql.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import { gotoFromSearch, realmFromSearch } from '../../lib/location.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import type { JourneyCallbackData } from './callbacks/journey-callback-fragment.js';
import { journeyAnswers } from './journey-answers.js';
import { JourneyStepForm } from './journey-step-form.js';
import styles from './login-page.module.css';
import { signInDestination } from './sign-in-destination.js';

const LoginPage_ServerInfo = graphql(`
  query LoginPage_ServerInfo($realm: String) {
    serverInfo(realm: $realm) {
      realm
    }
  }
`);

const LoginPage_Authenticate = graphql(`
  mutation LoginPage_Authenticate($input: AuthenticateInput!) {
    authenticate(input: $input) {
      __typename
      ... on JourneyStep {
        stage
        header
        description
        callbacks {
          ...JourneyCallback_CallbackFragment
        }
      }
      ... on JourneySuccess {
        realm
        redirectUrl
      }
    }
  }
`);

type JourneyResult = DocumentType<typeof LoginPage_Authenticate>['authenticate'];
type JourneyStep = Extract<JourneyResult, { __typename: 'JourneyStep' }>;

interface JourneyState {
  step: JourneyStep | undefined;
  /** Increases with every step shown, so each step starts with fresh fields. */
  stepNumber: number;
  busy: boolean;
  error: { key: TranslationKey; occurrence: number } | undefined;
  startFailed: boolean;
}

const INITIAL_STATE: JourneyState = {
  step: undefined,
  stepNumber: 0,
  busy: true,
  error: undefined,
  startFailed: false,
};

export function LoginPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const client = useApolloClient();
  const errorRef = useRef<HTMLDivElement>(null);
  const latestRun = useRef(0);
  const [state, setState] = useState<JourneyState>(INITIAL_STATE);

  const urlRealm = realmFromSearch(search);
  const goto = gotoFromSearch(search);
  const serverInfo = useQuery(LoginPage_ServerInfo, {
    variables: { realm: urlRealm ?? null },
    context: CALLER_HANDLES_UNAUTHENTICATED,
  });
  const realm = serverInfo.data?.serverInfo.realm ?? (serverInfo.error ? ROOT_REALM : undefined);

  const [authenticate] = useMutation(LoginPage_Authenticate, {
    context: CALLER_HANDLES_UNAUTHENTICATED,
    fetchPolicy: 'no-cache',
  });

  const fail = useCallback((key: TranslationKey) => {
    setState((current) => ({
      ...current,
      error: { key, occurrence: (current.error?.occurrence ?? 0) + 1 },
    }));
  }, []);

  const runStep = useCallback(
    (answers: CallbackInput[] | undefined): Promise<void> => {
      const attempt = async (callbacks: CallbackInput[] | undefined): Promise<void> => {
        if (realm === undefined) return;
        const run = ++latestRun.current;
        setState((current) => ({ ...current, busy: true, startFailed: false }));
        try {
          const { data } = await authenticate({ variables: { input: { realm, goto, callbacks } } });
          if (run !== latestRun.current) return;
          const result = data?.authenticate;
          if (result?.__typename === 'JourneySuccess') {
            await client.clearStore();
            const destination = signInDestination(result.redirectUrl, window.location.origin);
            if (destination.kind === 'app') navigate(destination.path, { replace: true });
            else window.location.assign(destination.url);
          } else if (result?.__typename === 'JourneyStep') {
            setState((current) => ({
              ...current,
              step: result,
              stepNumber: current.stepNumber + 1,
              busy: false,
            }));
          }
        } catch (error) {
          if (run !== latestRun.current) return;
          if (callbacks) {
            const failed = hasErrorCode(error, 'UNAUTHENTICATED');
            fail(failed ? 'errors.loginFailure' : errorMessageKey(error));
            await attempt(undefined);
          } else {
            fail(errorMessageKey(error));
            setState((current) => ({
              ...current,
              step: undefined,
              busy: false,
              startFailed: true,
            }));
          }
        }
      };
      return attempt(answers);
    },
    [authenticate, client, fail, goto, navigate, realm],
  );

  useEffect(() => {
    void runStep(undefined);
    return () => {
      latestRun.current += 1;
    };
  }, [runStep]);

  useEffect(() => {
    if (state.error) errorRef.current?.focus();
  }, [state.error]);

  const submit = (callbacks: readonly JourneyCallbackData[], form: FormData) => {
    setState((current) => ({ ...current, error: undefined }));
    void runStep(journeyAnswers(callbacks, form));
  };

  return (
    <CenteredCard labelledBy={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {state.step?.header || t('login.heading')}
      </h1>
      {state.step?.description ? (
        <p className={styles.description}>{state.step.description}</p>
      ) : null}
      {state.error ? <ErrorMessage ref={errorRef} focusable messageKey={state.error.key} /> : null}
      {state.step ? (
        <JourneyStepForm
          key={state.stepNumber}
          callbacks={state.step.callbacks}
          busy={state.busy}
          autoFocus={!state.error}
          onSubmit={submit}
        />
      ) : state.startFailed ? (
        <Button variant="secondary" onPress={() => void runStep(undefined)}>
          {t('common.retry')}
        </Button>
      ) : (
        <LoadingState />
      )}
    </CenteredCard>
  );
}
