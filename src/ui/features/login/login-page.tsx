import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import {
  journeyMachine,
  type CallbackAnswer,
  type JourneyStep,
} from '../../../machines/journeyMachine.js';
import { useBootResult } from '../../app/boot/boot-context.js';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { browserStorage, LOGIN_REALM_KEY, THEME_ID_KEY } from '../../lib/browser-storage.js';
import { gotoFromSearch, treeFromSearch } from '../../lib/location.js';
import { endSocialSignIn, pendingProviderResponse } from '../../lib/social-sign-in.js';
import type { SocialLinkReturn } from '../../../domain/social-link.js';
import { SOCIAL_REGISTRATION_STAGE } from '../../../domain/social-sign-in.js';
import type { JourneyCallbackData } from './callbacks/journey-callback-fragment.js';
import { journeyAnswers } from './journey-answers.js';
import { authenticateActor } from './journey-effects.js';
import { JourneyFrame } from './journey-frame.js';
import { JOURNEYS } from './journey-names.js';
import { JourneyStepForm } from './journey-step-form.js';
import { LoginLinks } from './login-links.js';
import { journeysMessages } from './messages.js';
import { RememberMeField } from './remember-me-field.js';
import {
  asksForUsername,
  rememberedUsername,
  rememberUsername,
  withRememberedUsername,
} from './remember-me.js';
import styles from './login-page.module.css';
import { signInDestination } from './sign-in-destination.js';
import { themeIdFromStage } from './stage-theme.js';

/** Answers shaped like the step's callbacks, to ask the journey whether it takes a submission. */
function answerShape(step: JourneyStep | null): CallbackAnswer[] {
  return (step?.callbacks ?? []).map((callback) => ({ type: callback.type, input: [] }));
}

export function LoginPage() {
  const { realm } = useBootResult();
  const search = useSearch();
  const tree = treeFromSearch(search) ?? null;
  const goto = gotoFromSearch(search) ?? null;
  const suspendedId = new URLSearchParams(search).get(SUSPENDED_ID_PARAM);
  const [providerResponse] = useState(pendingProviderResponse);
  useEffect(() => {
    if (providerResponse) endSocialSignIn();
  }, [providerResponse]);
  return (
    <WithFeatureMessages messages={journeysMessages}>
      <Journey
        key={`${realm} ${tree} ${goto} ${suspendedId}`}
        realm={realm}
        tree={tree}
        goto={goto}
        suspendedId={suspendedId}
        providerResponse={providerResponse}
      />
    </WithFeatureMessages>
  );
}

/** The id an emailed link carries, which resumes the journey that sent it. */
const SUSPENDED_ID_PARAM = 'suspendedId';

interface JourneyProps {
  realm: string;
  tree: string | null;
  goto: string | null;
  suspendedId: string | null;
  /** A social provider's answer, which resumes the sign-in that left for the provider. */
  providerResponse: SocialLinkReturn | null;
}

function Journey({ realm, tree, goto, suspendedId, providerResponse }: JourneyProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useApolloClient();
  const { theme, chooseJourneyTheme } = useBootResult();
  const [, navigate] = useLocation();
  const errorRef = useRef<HTMLDivElement>(null);
  const showToast = useToast();
  const authenticate = useMemo(
    () =>
      authenticateActor(client, () =>
        showToast({ messageKey: 'errors.gotoVerification', tone: 'danger' }),
      ),
    [client, showToast],
  );

  const journey = useActorRef(
    journeyMachine.provide({
      actors: { authenticate },
      actions: {
        navigate: (_, { to }) => {
          browserStorage.write(LOGIN_REALM_KEY, realm);
          if (theme?.kind === 'chosen') browserStorage.write(THEME_ID_KEY, theme.theme.id);
          void client.clearStore().finally(() => {
            const destination = signInDestination(to, window.location.origin);
            if (destination.kind === 'app') navigate(destination.path, { replace: true });
            else window.location.assign(destination.url);
          });
        },
      },
    }),
    { input: { realm, tree, goto, suspendedId, providerResponse } },
  );
  const signIn = !suspendedId && (tree ?? JOURNEYS.login) === JOURNEYS.login;
  const remembered = useMemo(() => (signIn ? rememberedUsername() : null), [signIn]);

  const step = useSelector(journey, (snapshot) => snapshot.context.step);
  const nodeThemeId = themeIdFromStage(step?.stage);
  useEffect(
    () =>
      chooseJourneyTheme({
        tree,
        nodeThemeId,
        storedThemeId: browserStorage.read(THEME_ID_KEY),
      }),
    [chooseJourneyTheme, tree, nodeThemeId],
  );
  const stepNumber = useSelector(journey, (snapshot) => snapshot.context.stepNumber);
  const errorKey = useSelector(journey, (snapshot) => snapshot.context.errorKey);
  const errorValues = useSelector(journey, (snapshot) => snapshot.context.errorValues);
  const canSubmit = useSelector(journey, (snapshot) =>
    snapshot.can({ type: 'journey.submit', answers: answerShape(snapshot.context.step) }),
  );
  const unavailable = useSelector(journey, (snapshot) => snapshot.matches('unavailable'));

  useEffect(() => {
    if (errorKey) errorRef.current?.focus();
  }, [errorKey]);

  const offersRememberMe = signIn && step !== null && asksForUsername(step);
  const shownStep = step && offersRememberMe ? withRememberedUsername(step, remembered) : step;

  const submit = (callbacks: readonly JourneyCallbackData[], form: FormData) => {
    if (step && offersRememberMe) rememberUsername(step, form);
    journey.send({ type: 'journey.submit', answers: journeyAnswers(callbacks, form) });
  };

  return (
    <JourneyFrame labelledBy={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {step?.header || t('login.heading')}
      </h1>
      {step?.description ? <p className={styles.description}>{step.description}</p> : null}
      {errorKey ? (
        <ErrorMessage ref={errorRef} focusable messageKey={errorKey} values={errorValues} />
      ) : null}
      {shownStep ? (
        <JourneyStepForm
          key={stepNumber}
          callbacks={shownStep.callbacks}
          stage={shownStep.stage}
          busy={!canSubmit}
          autoFocus={!errorKey}
          onSubmit={submit}
        >
          {offersRememberMe ? <RememberMeField defaultChecked={remembered !== null} /> : null}
        </JourneyStepForm>
      ) : unavailable ? (
        <Button variant="secondary" onPress={() => journey.send({ type: 'journey.restart' })}>
          {t('common.retry')}
        </Button>
      ) : (
        <LoadingState />
      )}
      <LoginLinks
        realm={realm}
        signIn={signIn}
        onRestart={
          step?.stage === SOCIAL_REGISTRATION_STAGE
            ? () => journey.send({ type: 'journey.restart' })
            : undefined
        }
      />
    </JourneyFrame>
  );
}
