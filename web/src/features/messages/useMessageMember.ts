// The Message action on other members' posts (and anywhere a member is shown): guests go to
// /register (and come back afterwards); members start, or reopen, the conversation with that
// member and land in it. The action is never offered on the viewer's own items.
import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../routing';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import { authPathWithReturn } from '../session/returnTo';
import { useSession } from '../session/useSession';
import { START_PICK_FAILED } from './messageRules';
import { useStartConversationMutation } from './useStartConversationMutation';

export interface MessageTarget {
  userId: number;
  username: string | null | undefined;
}

/** Whether a Message action belongs next to this member (not the viewer, and messageable). */
export function canOfferMessage(target: MessageTarget | null | undefined, viewerUserId: number | null | undefined): target is MessageTarget & { username: string } {
  return target?.username != null && target.username !== '' && target.userId !== viewerUserId;
}

export function useMessageMember(): { messageMember: (username: string) => void; starting: boolean; viewerUserId: number | null } {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [commit, starting] = useStartConversationMutation();
  const authenticated = session.isAuthenticated;
  const here = location.pathname + location.search;

  const messageMember = useCallback(
    (username: string) => {
      if (!authenticated) {
        navigate(authPathWithReturn('/register', here));
        return;
      }
      commit({
        variables: { input: { username } },
        onCompleted: (response) => void navigate(`/messages/${response.startConversation.conversation.conversationId}`),
        onError: (error) => void showToast(userMessage(error, START_PICK_FAILED), 'error'),
      });
    },
    [authenticated, commit, navigate, here],
  );
  return { messageMember, starting, viewerUserId: session.user?.userId ?? null };
}
