// /appeal?token=: a banned member, who cannot sign in, appeals their ban through the link their
// login refusal (and the ban message) carried. No session: the signed token names the member
// and the ban. Shows the ban, then the appeal form, or the appeal made and its outcome.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useSearchParams } from '../../routing';
import { errorCode, userMessage } from '../../relay/errors';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { FormMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { banLabel, formatDateTime } from '../../features/moderation/admin/actionLabels';
import { AppealForm } from '../../features/moderation/standing/AppealForm';
import { APPEAL_SENT, appealOutcome } from '../../features/moderation/standing/appealRules';
import '../../features/moderation/admin/admin.css';
import { AuthLayout } from './AuthLayout';
import type { BanAppealPageQuery } from './__generated__/BanAppealPageQuery.graphql';
import type { BanAppealPageMutation } from './__generated__/BanAppealPageMutation.graphql';

export const INVALID_APPEAL_LINK = 'This appeal link is invalid or has expired.';

const query = graphql`
  query BanAppealPageQuery($token: String!) {
    banAppeal(token: $token) {
      banType
      reason
      expiresAt
      liftedAt
      appealDeadline
      appeal {
        appealId
        status
        text
        decisionReason
        decidedAt
      }
    }
  }
`;

export default function BanAppealPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout title="Appeal your suspension" footer={<p>Back to <Link to="/login">Log in</Link></p>}>
      {token ? (
        <ErrorBoundary fallback={(retry) => <InvalidLink onRetry={retry} />}>
          <Suspense fallback={<Spinner />}>
            <BanAppeal token={token} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <FormMessage tone="error">{INVALID_APPEAL_LINK}</FormMessage>
      )}
    </AuthLayout>
  );
}

function InvalidLink({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <FormMessage tone="error">{INVALID_APPEAL_LINK}</FormMessage>
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}

function BanAppeal({ token }: { token: string }) {
  const [key, setKey] = useState(0);
  const data = useLazyLoadQuery<BanAppealPageQuery>(query, { token }, { fetchKey: key, fetchPolicy: key ? 'network-only' : 'store-or-network' });
  const [commit, busy] = useMutation<BanAppealPageMutation>(graphql`
    mutation BanAppealPageMutation($input: SubmitBanAppealInput!) {
      submitBanAppeal(input: $input) {
        appeal {
          appealId
          status
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const ban = data.banAppeal;
  const over = ban.liftedAt !== null && ban.liftedAt !== undefined;
  return (
    <>
      <section aria-label="Your suspension">
        <p>
          <strong>{banLabel(ban.banType, ban.expiresAt)}</strong>
          {over ? ' (lifted)' : ''}
        </p>
        <p>
          <strong>Reason:</strong> {ban.reason}
        </p>
      </section>
      {sent ? <FormMessage tone="success">{APPEAL_SENT}</FormMessage> : null}
      {ban.appeal ? (
        <section aria-label="Your appeal" className="appeal-outcome">
          <p>
            <span className={`status-pill status-pill-${ban.appeal.status.toLowerCase()}`}>
              {ban.appeal.status === 'PENDING' ? 'Appeal pending' : ban.appeal.status === 'OVERTURNED' ? 'Appeal accepted' : 'Appeal declined'}
            </span>{' '}
            {appealOutcome(ban.appeal.status)}
          </p>
          {ban.appeal.decisionReason ? (
            <p>
              <strong>Decision:</strong> {ban.appeal.decisionReason}
            </p>
          ) : null}
          <p className="muted">You wrote: “{ban.appeal.text}”</p>
          {ban.appeal.status === 'OVERTURNED' ? (
            <p>
              <Link to="/login" className="button button-primary">
                Log in
              </Link>
            </p>
          ) : null}
        </section>
      ) : new Date(ban.appealDeadline) > new Date() ? (
        <>
          <p className="muted">You can appeal once, until {formatDateTime(ban.appealDeadline)}. An admin who did not ban you decides, and you will read the outcome and the reason here.</p>
          <AppealForm
            busy={busy}
            error={error}
            onSubmit={(text) => {
              setError(null);
              commit({
                variables: { input: { token, text } },
                onCompleted: () => {
                  setSent(true);
                  setKey((k) => k + 1);
                },
                onError: (e) => setError(errorCode(e) === 'INVALID_TOKEN' ? INVALID_APPEAL_LINK : userMessage(e, 'Could not send your appeal. Please try again.')),
              });
            }}
          />
        </>
      ) : (
        <FormMessage tone="info">The 14 days to appeal this suspension are over.</FormMessage>
      )}
    </>
  );
}
