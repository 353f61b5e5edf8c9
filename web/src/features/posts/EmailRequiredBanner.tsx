import { useSyncExternalStore } from 'react';
import { Icon } from '../../ui/Icon';
import { dismissEmailRequired, getEmailRequired, subscribeEmailRequired } from './emailRequiredStore';

/** The red 'verify your email' banner; the members' shell (MemberListeners) renders it under the top bar. */
export function EmailRequiredBanner() {
  const message = useSyncExternalStore(subscribeEmailRequired, getEmailRequired, getEmailRequired);
  if (!message) return null;
  return (
    <div className="banner banner-danger" role="alert">
      <div className="banner-inner">
        <Icon name="alert" />
        <p>{message}</p>
        <div className="banner-actions">
          <button type="button" className="icon-button" onClick={dismissEmailRequired} aria-label="Dismiss message">
            <Icon name="close" />
          </button>
        </div>
      </div>
    </div>
  );
}
