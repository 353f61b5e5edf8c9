// /unsubscribe?token=: the visible footer link of a non-transactional mail (new message,
// comments, mentions, weekly digest). No sign-in: the signed token names the member and the one
// kind of mail. Shows what will be turned off and a button that does it, then says it is done
// with a link to Settings. (Mail clients use the one-click POST /api/unsubscribe instead.)
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useSearchParams } from '../../routing';
import { errorCode, userMessage } from '../../relay/errors';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { FormMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { AuthLayout } from '../auth/AuthLayout';
import type { UnsubscribePageQuery } from './__generated__/UnsubscribePageQuery.graphql';
import type { UnsubscribePageMutation } from './__generated__/UnsubscribePageMutation.graphql';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid. You can choose which emails you get in your settings.';

const query = graphql`
  query UnsubscribePageQuery($token: String!) {
    unsubscribeLink(token: $token) {
      kind
      label
      subscribed
    }
  }
`;

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout title="Unsubscribe" footer={<p>Choose every email you get in <Link to="/settings">Settings</Link></p>}>
      {token ? (
        <ErrorBoundary fallback={(retry) => <InvalidLink onRetry={retry} />}>
          <Suspense fallback={<Spinner />}>
            <Unsubscribe token={token} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <FormMessage tone="error">{INVALID_UNSUBSCRIBE_LINK}</FormMessage>
      )}
    </AuthLayout>
  );
}

function InvalidLink({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <FormMessage tone="error">{INVALID_UNSUBSCRIBE_LINK}</FormMessage>
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const data = useLazyLoadQuery<UnsubscribePageQuery>(query, { token });
  const [commit, busy] = useMutation<UnsubscribePageMutation>(graphql`
    mutation UnsubscribePageMutation($input: UnsubscribeInput!) {
      unsubscribe(input: $input) {
        link {
          kind
          label
          subscribed
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const link = data.unsubscribeLink;
  // The answer has no id to update the query's record by: the page remembers that it is done.
  if (done || !link.subscribed) {
    return (
      <>
        <FormMessage tone="success">
          Done: <strong>{link.label}</strong> {link.kind === 'WEEKLY_DIGEST' ? 'is' : 'are'} off. You will not get these emails any more.
        </FormMessage>
        <p>
          You can turn them back on, and choose your other emails, in <Link to="/settings">Settings</Link>.
        </p>
      </>
    );
  }
  return (
    <>
      <p>This turns off one kind of email for your account:</p>
      <p>
        <strong>{link.label}</strong>
      </p>
      <p className="muted">Other emails stay as they are. Messages about your account (sign-in links, password resets, notices) are always sent.</p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={busy}
        onClick={() => {
          setError(null);
          commit({
            variables: { input: { token } },
            onCompleted: (response) => setDone(response.unsubscribe.link.subscribed === false),
            onError: (e) => setError(errorCode(e) === 'INVALID_TOKEN' ? INVALID_UNSUBSCRIBE_LINK : userMessage(e, 'Could not unsubscribe. Please try again.')),
          });
        }}
      >
        {busy ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </>
  );
}
