// One live subscription per admin screen (moderationQueueChanged): a `version` per queue kind,
// bumped on each change of that kind (a new flag, report, pending item or appeal, or a status
// change by another admin or instance) and for every kind after the socket came back (events
// may have been missed). Queue components refetch when their version changes.
import { useEffect, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { onWsReconnected } from '../../../relay/wsStatus';
import type {
  useModerationQueueVersionsSubscription as Operation,
  ModerationQueueKind,
} from './__generated__/useModerationQueueVersionsSubscription.graphql';

export type QueueKind = Exclude<ModerationQueueKind, '%future added value'>;
export type QueueVersions = Record<QueueKind, number> & { /** Sum of all: for views that show every kind (the dashboard). */ any: number };

const subscription = graphql`
  subscription useModerationQueueVersionsSubscription {
    moderationQueueChanged {
      kind
      entityId
      change
      byViewer
    }
  }
`;

const ZERO: QueueVersions = { FLAG: 0, REPORT: 0, PENDING: 0, APPEAL: 0, any: 0 };

export function useModerationQueueVersions(): QueueVersions {
  const [versions, setVersions] = useState<QueueVersions>(ZERO);
  const config = useMemo<GraphQLSubscriptionConfig<Operation>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const kind = response?.moderationQueueChanged?.kind;
        if (kind !== 'FLAG' && kind !== 'REPORT' && kind !== 'PENDING' && kind !== 'APPEAL') return;
        setVersions((v) => ({ ...v, [kind]: v[kind] + 1, any: v.any + 1 }));
      },
      // A dropped socket is retried by the shared client; the reconnect bumps every version.
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<Operation>(config);
  useEffect(
    () =>
      onWsReconnected(() =>
        setVersions((v) => ({ FLAG: v.FLAG + 1, REPORT: v.REPORT + 1, PENDING: v.PENDING + 1, APPEAL: v.APPEAL + 1, any: v.any + 1 })),
      ),
    [],
  );
  return versions;
}
