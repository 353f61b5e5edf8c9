/**
 * @generated SignedSource<<c5f46fb415109bd72995833bf25a6954>>
 * @relayHash 2895186ea65c8603a6fad8cbb20794a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7ec9b3d9de153d1d60af0d63c4b18d84b9773eef5a8ed009f2548989dd588ab

import { ConcreteRequest } from 'relay-runtime';
export type NotificationIdInput = {
  notificationId: string;
};
export type useMarkNotificationReadMutation$variables = {
  input: NotificationIdInput;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly notification: {
      readonly id: string;
      readonly isRead: boolean;
    };
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type useMarkNotificationReadMutation = {
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "NotificationPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UnreadCounts",
        "kind": "LinkedField",
        "name": "unreadCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "messages",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notificationsUnseen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notificationsUnread",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d7ec9b3d9de153d1d60af0d63c4b18d84b9773eef5a8ed009f2548989dd588ab",
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "59d448169b8d2fd07b69b6c07286f367";

export default node;
