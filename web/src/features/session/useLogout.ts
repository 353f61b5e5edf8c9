// Logout (spec §2, §4): calls the logout mutation, then clears everything on this device,
// shows 'You have been logged out successfully' and goes home, even when the server
// could not be reached (the token is forgotten locally in any case).
// "Sign out of all devices" revokes every token; it only reports success when the server
// confirmed it, because claiming otherwise could leave a stolen session running.
import { useCallback } from 'react';
import { useNavigate } from '../../routing';
import { userMessage } from '../../relay/errors';
import { showToast } from '../../ui/toastStore';
import { whenPathCommitted } from '../shell/committedLocation';
import { LOGOUT_MESSAGE, beginSignOut, signOut, withCredentialChange } from './sessionStore';
import { useLogoutMutation } from './useLogoutMutation';

export const LOGOUT_EVERYWHERE_MESSAGE = 'You have been signed out of all devices';
export const LOGOUT_EVERYWHERE_FAILED = 'Could not sign out of all devices. Please try again.';

export function useLogout() {
  const [commit, isInFlight] = useLogoutMutation();
  const navigate = useNavigate();

  // Leave for home first and sign out once home is on screen, so the members-only page
  // being left does not send the signed-out visitor to /register on its way out.
  const leaveForHome = useCallback(async () => {
    try {
      await navigate('/', { replace: true });
    } catch {
      // Signing out must happen even if the navigation failed.
    }
    await whenPathCommitted('/');
  }, [navigate]);

  const logout = useCallback(() => {
    const finish = () => {
      beginSignOut();
      void leaveForHome().then(() => signOut({ message: LOGOUT_MESSAGE }));
    };
    commit({ variables: { input: { everywhere: false } }, onCompleted: finish, onError: finish });
  }, [commit, leaveForHome]);

  const logoutEverywhere = useCallback(
    () =>
      withCredentialChange(
        () =>
          new Promise<void>((resolve) => {
            commit({
              variables: { input: { everywhere: true } },
              onCompleted: (data) => {
                if (data.logout?.success) {
                  beginSignOut();
                  void leaveForHome().then(() => {
                    signOut({ message: LOGOUT_EVERYWHERE_MESSAGE });
                    resolve();
                  });
                } else {
                  showToast(LOGOUT_EVERYWHERE_FAILED, 'error');
                  resolve();
                }
              },
              onError: (error) => {
                showToast(userMessage(error, LOGOUT_EVERYWHERE_FAILED), 'error');
                resolve();
              },
            });
          }),
      ),
    [commit, leaveForHome],
  );

  return { logout, logoutEverywhere, isInFlight };
}
