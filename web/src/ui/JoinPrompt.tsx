// The join / sign-in prompt (content spec §2 'Other dialogs'), shown to guests who try to
// vote or save. Sign-up and login return to the page the guest was on.
import { Link, useLocation } from '../routing';
import { authPathWithReturn } from '../features/session/returnTo';
import { Modal } from './Modal';

export const JOIN_PROMPT_MESSAGE = 'Create an account to vote on posts and participate in the community.';

export function JoinPrompt({ open, onClose, message = JOIN_PROMPT_MESSAGE }: { open: boolean; onClose: () => void; message?: string }) {
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  return (
    <Modal open={open} title="Join the community" onClose={onClose} size="small">
      <p>{message}</p>
      <div className="button-row dialog-actions">
        <Link to={authPathWithReturn('/login', here)} className="button" onClick={onClose}>
          Log In
        </Link>
        <Link to={authPathWithReturn('/register', here)} className="button button-primary" onClick={onClose} data-autofocus>
          Sign Up
        </Link>
      </div>
    </Modal>
  );
}
