// The bell's list: newest first, message notifications grouped per sender, 20 a page
// ('Load more'). Each row links to its target and marks its notification(s) read on click;
// rows can be deleted; the header marks all read or clears all (after a confirmation).
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from '../../routing';
import { PageIcon, type PageIconName } from '../../ui/PageIcon';
import { RelativeTime } from '../posts/RelativeTime';
import type { NotificationList_query$key } from './__generated__/NotificationList_query.graphql';
import { readNotificationFields, type NotificationFields } from './notificationFields';
import { cutPreview, groupNotifications, messagePreviewText, type NotificationRow } from './notificationGrouping';
import { useClearNotificationsMutation } from './useClearNotificationsMutation';
import { useDeleteNotificationMutation } from './useDeleteNotificationMutation';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';
import { useMarkNotificationReadMutation } from './useMarkNotificationReadMutation';

export const NOTIFICATION_PAGE_SIZE = 20;

export const NOTIFICATIONS_EMPTY_TITLE = 'No notifications yet';
export const NOTIFICATIONS_EMPTY_TEXT = 'Comments on your posts, replies and messages will show up here.';

const fragment = graphql`
  fragment NotificationList_query on Query
  @refetchable(queryName: "NotificationListPaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    notifications(first: $count, after: $cursor) @connection(key: "NotificationList_notifications") {
      __id
      edges {
        node {
          id
          ...notificationFields_notification
        }
      }
    }
  }
`;

type Row = NotificationRow<NotificationFields>;

function iconFor(type: string): PageIconName {
  if (type === 'MESSAGE') return 'message';
  if (type === 'ADMIN_ACTION') return 'shield';
  return 'comment';
}

function senderName(item: NotificationFields): string {
  if (item.actor?.username) return `@${item.actor.username}`;
  return item.actor?.displayName ?? 'A member';
}

export function NotificationList({ query, onNavigate }: { query: NotificationList_query$key; onNavigate: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const connectionId = data.notifications.__id;
  const items = data.notifications.edges.map((edge) => readNotificationFields(edge.node));
  const rows = groupNotifications(items);
  const anyUnread = items.some((item) => !item.isRead);

  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const [deleteOne] = useDeleteNotificationMutation();
  const [clearAll, clearing] = useClearNotificationsMutation();
  const [confirmClear, setConfirmClear] = useState(false);

  const markItemsRead = (targets: readonly NotificationFields[]) => {
    for (const item of targets) if (!item.isRead) markRead(item.id);
  };
  const onMarkAll = () => markAllRead(connectionId);
  const onClearAll = () => clearAll({ connectionId, onSettled: () => setConfirmClear(false) });
  const onDelete = (targets: readonly NotificationFields[]) => {
    for (const item of targets) deleteOne({ notificationId: item.id, connectionId });
  };

  return (
    <div className="notif-list">
      <div className="notif-header">
        <h2 className="notif-title">Notifications</h2>
        {confirmClear ? (
          <div className="notif-header-actions" role="group" aria-label="Clear all notifications?">
            <span className="notif-confirm-text">Clear all notifications?</span>
            <button type="button" className="button button-small button-danger" onClick={onClearAll} disabled={clearing}>
              {clearing ? 'Clearing…' : 'Clear'}
            </button>
            <button type="button" className="button button-small" onClick={() => setConfirmClear(false)} disabled={clearing}>
              Cancel
            </button>
          </div>
        ) : items.length > 0 ? (
          <div className="notif-header-actions">
            <button type="button" className="button button-small button-ghost" onClick={onMarkAll} disabled={!anyUnread || markingAll}>
              Mark all read
            </button>
            <button type="button" className="button button-small button-ghost" onClick={() => setConfirmClear(true)}>
              Clear all
            </button>
          </div>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <div className="notif-empty">
          <PageIcon name="bell" size={28} />
          <p className="notif-empty-title">{NOTIFICATIONS_EMPTY_TITLE}</p>
          <p className="notif-empty-text">{NOTIFICATIONS_EMPTY_TEXT}</p>
        </div>
      ) : (
        <ul className="notif-items" aria-label="Notifications">
          {rows.map((row) => (
            <NotificationRowView
              key={row.key}
              row={row}
              onOpen={(targets) => {
                markItemsRead(targets);
                onNavigate();
              }}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      {hasNext ? (
        <div className="notif-more">
          <button type="button" className="button button-small" onClick={() => loadNext(NOTIFICATION_PAGE_SIZE)} disabled={isLoadingNext}>
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationRowView({
  row,
  onOpen,
  onDelete,
}: {
  row: Row;
  onOpen: (targets: readonly NotificationFields[]) => void;
  onDelete: (targets: readonly NotificationFields[]) => void;
}) {
  const items = row.kind === 'single' ? [row.item] : row.items;
  const latest = row.kind === 'single' ? row.item : row.latest;
  const unread = items.some((item) => !item.isRead);
  const body =
    row.kind === 'single' ? (
      <span className="notif-text">{cutPreview(latest.preview)}</span>
    ) : (
      <>
        <span className="notif-text">
          <strong>{senderName(latest)}</strong>
          {row.count > 1 ? <span className="notif-count"> · {row.count} messages</span> : null}
        </span>
        <span className="notif-preview">{cutPreview(messagePreviewText(latest.preview, latest.actor?.username))}</span>
      </>
    );
  const content = (
    <>
      <span className="notif-icon" aria-hidden="true">
        <PageIcon name={iconFor(latest.type)} size={18} />
      </span>
      <span className="notif-body">
        {body}
        <RelativeTime value={String(latest.createdAt)} className="notif-time" />
      </span>
      {unread ? (
        <span className="notif-dot">
          <span className="visually-hidden">Unread</span>
        </span>
      ) : null}
    </>
  );
  return (
    <li className={`notif-item${unread ? ' notif-unread' : ''}`} data-testid="notification-item">
      {latest.link ? (
        <Link to={latest.link} className="notif-link" onClick={() => onOpen(items)}>
          {content}
        </Link>
      ) : (
        <button type="button" className="notif-link" onClick={() => onOpen(items)}>
          {content}
        </button>
      )}
      <button
        type="button"
        className="notif-delete"
        aria-label={row.kind === 'single' ? 'Delete notification' : `Delete notifications from ${senderName(latest)}`}
        onClick={() => onDelete(items)}
      >
        <PageIcon name="trash" size={16} />
      </button>
    </li>
  );
}
