// The admin-only analytics health panel of the right sidebar (content spec §2 'Sidebars'): what
// this browser's analytics queue is doing (status, initialized, script loaded, pending and failed
// events, last failure) and Reset, which drops what waits and clears the failure record.
import { useSyncExternalStore } from 'react';
import { SidebarBox } from '../sidebars/SidebarBox';
import { useSession } from '../session/useSession';
import { analyticsQueue } from './analytics';
import './analytics.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function AnalyticsHealthPanel() {
  const { isAdmin } = useSession();
  const state = useSyncExternalStore(analyticsQueue.subscribe, analyticsQueue.getState, analyticsQueue.getState);
  if (!isAdmin) return null;
  const statusLabel = { idle: 'Idle', sending: 'Sending', error: 'Failing' }[state.status];
  return (
    <SidebarBox id="sidebar-analytics-health" title="Analytics health" icon="info">
      <dl className="analytics-health">
        <dt>Status</dt>
        <dd className={state.status === 'error' ? 'health-bad' : 'health-good'}>{statusLabel}</dd>
        <dt>Initialized</dt>
        <dd>{yesNo(state.initialized)}</dd>
        <dt>Script loaded</dt>
        <dd>{yesNo(state.scriptLoaded)}</dd>
        <dt>Pending events</dt>
        <dd>{state.pending}</dd>
        <dt>Failed events</dt>
        <dd className={state.failed > 0 ? 'health-bad' : undefined}>{state.failed}</dd>
        <dt>Last failure</dt>
        <dd>
          {state.lastFailure ? (
            <>
              {state.lastFailure.message}{' '}
              <span className="muted">({new Date(state.lastFailure.at).toLocaleTimeString()})</span>
            </>
          ) : (
            'None'
          )}
        </dd>
      </dl>
      <button type="button" className="button button-small" onClick={() => analyticsQueue.reset()}>
        Reset
      </button>
    </SidebarBox>
  );
}
