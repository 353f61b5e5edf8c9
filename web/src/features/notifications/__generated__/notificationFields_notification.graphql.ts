/**
 * @generated SignedSource<<458d9e2e312b92329f62caf74f1ede20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type NotificationType = "ADMIN_ACTION" | "MENTION" | "MESSAGE" | "POST_COMMENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type notificationFields_notification$data = {
  readonly actor: {
    readonly displayName: string;
    readonly id: string;
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly content: string;
  readonly createdAt: any;
  readonly id: string;
  readonly isRead: boolean;
  readonly link: string | null | undefined;
  readonly preview: string;
  readonly relatedId: string | null | undefined;
  readonly type: NotificationType;
  readonly " $fragmentType": "notificationFields_notification";
};
export type notificationFields_notification$key = {
  readonly " $data"?: notificationFields_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"notificationFields_notification">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "notificationFields_notification"
};

(node as any).hash = "e74fbe4a2d82a7e583d0b34812948f36";

export default node;
