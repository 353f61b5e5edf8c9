// /pulse: Worker Pulse (behind FEATURE_WORKER_PULSE; docs/decisions.md 'Worker Pulse'). This
// week's anonymous question; a signed-in member with a verified email answers once a week and
// then sees the results, once at least resultsMinimum members answered. Guests are asked to sign
// in. With the flag off the address is the not-found page.
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import { authPathWithReturn } from '../../features/session/returnTo';
import { describeError } from '../../relay/errorClassifier';
import { errorCode } from '../../relay/errors';
import { usePageTitle } from '../../ui/PageFrame';
import NotFoundPage from '../NotFoundPage';
import type { PulsePageQuery } from './__generated__/PulsePageQuery.graphql';
import type { PulsePage_pulse$key } from './__generated__/PulsePage_pulse.graphql';
import { useAnswerWorkerPulseMutation } from './useAnswerWorkerPulseMutation';
import './pulse.css';

export const PULSE_PATH = '/pulse';

export default function PulsePage() {
  // Raised when an answer turns out to be in already (another tab or device): the page reads again.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<PulsePageQuery>(
    graphql`
      query PulsePageQuery {
        workerPulse {
          ...PulsePage_pulse
        }
        viewer {
          id
          emailVerified
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  usePageTitle('Worker Pulse');
  if (!data.workerPulse) return <NotFoundPage />;
  return (
    <div className="page page-narrow pulse-page">
      <header>
        <h1>Worker Pulse</h1>
        <p className="page-lead">
          One quick question a week about work. Answers are anonymous: we store which answer was picked, never who picked
          it.
        </p>
      </header>
      <PulseCard
        pulse={data.workerPulse}
        signedIn={data.viewer != null}
        verified={data.viewer?.emailVerified !== false}
        onAnsweredElsewhere={() => setFetchKey((key) => key + 1)}
      />
    </div>
  );
}

interface PulseCardProps {
  pulse: PulsePage_pulse$key;
  signedIn: boolean;
  verified: boolean;
  onAnsweredElsewhere: () => void;
}

function PulseCard({ pulse: key, signedIn, verified, onAnsweredElsewhere }: PulseCardProps) {
  const pulse = useFragment(
    graphql`
      fragment PulsePage_pulse on WorkerPulse {
        id
        week
        question
        options
        answerCount
        viewerAnswered
        resultsMinimum
        results {
          option
          count
          percent
        }
      }
    `,
    key,
  );
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The server's word that this week's answer was already in, shown once the card shows it. */
  const [answeredNotice, setAnsweredNotice] = useState<string | null>(null);
  const [answer, answering] = useAnswerWorkerPulseMutation();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === null) {
      setError('Please choose one of the answers');
      return;
    }
    setError(null);
    answer(choice, {
      onCompleted: () => undefined,
      onError: (failure) => {
        const message = describeError(failure, { fallback: 'Your answer could not be saved. Please try again.' }).message;
        setError(message);
        if (errorCode(failure) !== 'CONFLICT') return;
        setAnsweredNotice(message);
        onAnsweredElsewhere();
      },
    });
  };
  const weekLabel = new Date(`${pulse.week}T00:00:00Z`).toLocaleDateString(undefined, { month: 'long', day: 'numeric', timeZone: 'UTC' });

  return (
    <section className="card pulse-card" aria-labelledby="pulse-question">
      <p className="muted">Week of {weekLabel}</p>
      <h2 id="pulse-question">{pulse.question}</h2>
      {pulse.viewerAnswered && answeredNotice ? <p className="muted">{answeredNotice}</p> : null}
      {pulse.viewerAnswered ? (
        pulse.results ? (
          <>
            <ul className="pulse-results" aria-label="Results">
              {pulse.results.map((result) => (
                <li key={result.option}>
                  <div className="pulse-result-label">
                    <span>{result.option}</span>
                    <span>
                      {result.percent}% <span className="muted">({result.count})</span>
                    </span>
                  </div>
                  <div className="pulse-bar" aria-hidden="true">
                    <span style={{ width: `${result.percent}%` }} />
                  </div>
                </li>
              ))}
            </ul>
            <p className="muted">{pulse.answerCount === 1 ? '1 member answered' : `${pulse.answerCount} members answered`} this week.</p>
          </>
        ) : (
          <p role="status">
            Thanks, your answer is in. Results show once at least {pulse.resultsMinimum} members have answered (
            {pulse.answerCount} so far), so small numbers cannot point to anyone.
          </p>
        )
      ) : !signedIn ? (
        <p>
          <Link to={authPathWithReturn('/login', '/pulse')}>Sign in</Link> or <Link to={authPathWithReturn('/register', '/pulse')}>join</Link> to
          answer. Your answer is stored without your name.
        </p>
      ) : !verified ? (
        <p role="status">Please verify your email before you answer. Check your inbox for the link.</p>
      ) : (
        <form onSubmit={submit} className="pulse-form">
          <fieldset>
            <legend className="visually-hidden">{pulse.question}</legend>
            {pulse.options.map((option, index) => (
              <label key={option} className="pulse-option">
                <input type="radio" name="pulse" value={index} checked={choice === index} onChange={() => setChoice(index)} />
                <span>{option}</span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={answering}>
            {answering ? 'Sending…' : 'Send my answer'}
          </button>
          <p className="muted">You can answer once a week. A new question comes every Monday.</p>
        </form>
      )}
    </section>
  );
}
