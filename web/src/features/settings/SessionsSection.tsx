import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { useLogout } from '../session/useLogout';
import { SettingsSection } from './SettingsSection';

/** 'Sign out of all devices' (logout with everywhere: true), behind a confirmation. */
export function SessionsSection() {
  const [confirming, setConfirming] = useState(false);
  const { logoutEverywhere, isInFlight } = useLogout();
  return (
    <SettingsSection
      id="sessions"
      title="Devices"
      description={
        <p>
          Lost a phone, or signed in on a shared or work computer? Sign out everywhere: every device, including this one,
          will need to sign in again, and your API tokens stop working.
        </p>
      }
    >
      <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
        Sign out of all devices
      </button>
      <Modal open={confirming} title="Sign out of all devices?" onClose={() => setConfirming(false)} size="small" closeBlocked={isInFlight}>
        <p>You will be signed out here and on every other device, and every API token you made is revoked. You can sign in again right away.</p>
        <div className="button-row">
          <button
            type="button"
            className="button button-danger"
            disabled={isInFlight}
            onClick={() => {
              void logoutEverywhere().then(() => setConfirming(false));
            }}
          >
            {isInFlight ? 'Signing out…' : 'Sign out everywhere'}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)} disabled={isInFlight}>
            Cancel
          </button>
        </div>
      </Modal>
    </SettingsSection>
  );
}
