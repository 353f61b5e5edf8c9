// The update banner (shell spec §9): 'A new version is available' with Reload, when the update
// check (appUpdate.ts) finds a newer build; it hides after 30 s.
import { useEffect, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { UPDATE_BANNER_MS, fetchDeployedBuildId, loadedBuildId, startUpdateChecks } from './appUpdate';

export function UpdateBanner() {
  // Each newer build found (a number, so a later check shows the banner again after it hid).
  const [found, setFound] = useState(0);
  const [shown, setShown] = useState(false);

  useEffect(
    () =>
      startUpdateChecks({
        loaded: loadedBuildId(),
        fetchDeployed: () => fetchDeployedBuildId(),
        onNewVersion: () => setFound((n) => n + 1),
      }),
    [],
  );

  useEffect(() => {
    if (found === 0) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), UPDATE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [found]);

  if (!shown) return null;
  return (
    <div className="update-banner" role="status">
      <Icon name="refresh" />
      <span>A new version is available</span>
      <button type="button" className="button button-primary button-small" onClick={() => window.location.reload()}>
        Reload
      </button>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => setShown(false)}>
        <Icon name="close" />
      </button>
    </div>
  );
}
