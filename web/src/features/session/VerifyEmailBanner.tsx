// Shown to a signed-in member whose e-mail is not verified yet; dismissible for the rest
// of the browser session. 'Resend verification email' asks the server for a new link.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { userMessage } from '../../relay/errors';
import { PageIcon } from '../../ui/PageIcon';
import { showToast } from '../../ui/toastStore';
import type { VerifyEmailBanner_viewer$key } from './__generated__/VerifyEmailBanner_viewer.graphql';
import { useResendVerificationEmailMutation } from './useResendVerificationEmailMutation';

const DISMISS_KEY = 'wc.verifyBannerDismissed';
export const RESEND_FALLBACK = 'We sent a new verification link to your email';
export const RESEND_FAILED = 'Could not send the verification email. Please try again.';

function isDismissed(id: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISS_KEY) === id;
  } catch {
    return false;
  }
}

export function VerifyEmailBanner({ viewer }: { viewer: VerifyEmailBanner_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment VerifyEmailBanner_viewer on User {
        id
        email
        emailVerified
      }
    `,
    viewer,
  );
  const [dismissed, setDismissed] = useState(() => isDismissed(data.id));
  const [commit, isInFlight] = useResendVerificationEmailMutation();

  if (data.emailVerified !== false || dismissed) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISS_KEY, data.id);
    } catch {
      // Dismissed for this page view only.
    }
    setDismissed(true);
  };

  const resend = () =>
    commit({
      variables: {},
      onCompleted: (response) => {
        showToast(response.resendVerificationEmail?.message || RESEND_FALLBACK, 'success');
      },
      onError: (error) => {
        showToast(userMessage(error, RESEND_FAILED), 'error');
      },
    });

  return (
    <div className="banner banner-warning" role="region" aria-label="Email verification">
      <div className="banner-inner">
        <PageIcon name="mail" />
        <p>
          Please verify your email address{data.email ? <> (<strong>{data.email}</strong>)</> : null}. Check your inbox for
          the link we sent you.
        </p>
        <div className="banner-actions">
          <button type="button" className="button button-small" onClick={resend} disabled={isInFlight}>
            {isInFlight ? 'Sending…' : 'Resend verification email'}
          </button>
          <button type="button" className="icon-button" onClick={dismiss} aria-label="Dismiss email verification reminder">
            <PageIcon name="close" />
          </button>
        </div>
      </div>
    </div>
  );
}
