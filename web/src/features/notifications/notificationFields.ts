import { graphql, readInlineData } from 'react-relay';
import type { notificationFields_notification$data, notificationFields_notification$key } from './__generated__/notificationFields_notification.graphql';

/** The fields the bell shows of a notification (read as plain data so rows can be grouped). */
const fragment = graphql`
  fragment notificationFields_notification on Notification @inline {
    id
    type
    content
    preview
    isRead
    createdAt
    link
    relatedId
    actor {
      id
      username
      displayName
    }
  }
`;

export type NotificationFields = notificationFields_notification$data;

export function readNotificationFields(key: notificationFields_notification$key): NotificationFields {
  return readInlineData(fragment, key);
}
