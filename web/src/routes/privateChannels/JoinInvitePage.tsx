// /join/{inviteCode} (login required; content spec §2): joins the private community the link
// leads to and opens its page. An expired, revoked or used-up link, or one that does not
// exist, shows the server's message. Guests go to /register first and come back here.
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../routing';
import { communityPath } from '../../features/communities/communityAddresses';
import { useJoinCommunityByInviteMutation } from '../../features/communities/useJoinCommunityByInviteMutation';
import { RequireAuth } from '../../features/session/RequireAuth';
import { userMessage } from '../../relay/errors';
import { PageIcon } from '../../ui/PageIcon';
import { usePageTitle } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toastStore';
import { useOncePerKey } from '../auth/useOnce';

export const JOIN_INVITE_FAILED = 'Failed to join community';

export default function JoinInvitePage() {
  return (
    <RequireAuth>
      <JoinInvite />
    </RequireAuth>
  );
}

function JoinInvite() {
  const { inviteCode = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [commit] = useJoinCommunityByInviteMutation();
  usePageTitle(error ? 'Invite link' : 'Joining…');

  const usedBefore = useOncePerKey(inviteCode.trim() || null, (code) => {
    commit({
      variables: { input: { code } },
      onCompleted: (response) => {
        const result = response.joinCommunityByInvite;
        if (!result) {
          setError(JOIN_INVITE_FAILED);
          return;
        }
        showToast(result.changed ? `You joined ${result.community.displayName}` : result.message, 'success');
        navigate(communityPath(result.community), { replace: true });
      },
      onError: (failed) => setError(userMessage(failed, JOIN_INVITE_FAILED)),
    });
  });

  const message = error ?? (usedBefore ? 'You already opened this invite link.' : inviteCode.trim() ? null : 'This invite link is not valid. Check that you copied all of it.');
  if (message === null) {
    return (
      <div className="page page-narrow">
        <div className="card center-row" role="status">
          <Spinner label="Joining…" />
          <span>Joining the community…</span>
        </div>
      </div>
    );
  }
  return (
    <div className="page page-narrow">
      <div className="card error-panel" role="alert">
        <PageIcon name="link" size={28} />
        <h1>Invite link</h1>
        <p>{message}</p>
        <div className="button-row">
          <Link to="/private-channels" className="button button-primary">
            Your private channels
          </Link>
          <Link to="/explore" className="button">
            Explore communities
          </Link>
        </div>
      </div>
    </div>
  );
}
