// The content of the bell's panel: loads the first page when opened (and again after a
// WebSocket reconnect, since notifications pushed meanwhile were missed).
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { onWsReconnected } from '../../relay/wsStatus';
import type { NotificationDropdownQuery } from './__generated__/NotificationDropdownQuery.graphql';
import { NOTIFICATION_PAGE_SIZE, NotificationList } from './NotificationList';

const query = graphql`
  query NotificationDropdownQuery($count: Int!) {
    ...NotificationList_query @arguments(count: $count)
  }
`;

export function NotificationDropdown({ opening, onNavigate }: { opening: number; onNavigate: () => void }) {
  const [reconnects, setReconnects] = useState(0);
  useEffect(() => onWsReconnected(() => setReconnects((n) => n + 1)), []);
  const data = useLazyLoadQuery<NotificationDropdownQuery>(
    query,
    { count: NOTIFICATION_PAGE_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey: `${opening}:${reconnects}` },
  );
  return <NotificationList query={data} onNavigate={onNavigate} />;
}
