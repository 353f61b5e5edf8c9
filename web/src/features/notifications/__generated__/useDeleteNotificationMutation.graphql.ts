/**
 * @generated SignedSource<<1e89d48113bdeda6cc787f6bdee55101>>
 * @relayHash 7117eb42f0d445917f3af82673d16c3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9b2a9c1fc2debaa58683ede67bce7bb5d5303a5141a76e91b8d31c34298a4b9

import { ConcreteRequest } from 'relay-runtime';
export type NotificationIdInput = {
  notificationId: string;
};
export type useDeleteNotificationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: NotificationIdInput;
};
export type useDeleteNotificationMutation$data = {
  readonly deleteNotification: {
    readonly deletedNotificationId: string;
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type useDeleteNotificationMutation = {
  response: useDeleteNotificationMutation$data;
  variables: useDeleteNotificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedNotificationId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteNotificationPayload",
        "kind": "LinkedField",
        "name": "deleteNotification",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteNotificationPayload",
        "kind": "LinkedField",
        "name": "deleteNotification",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedNotificationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f9b2a9c1fc2debaa58683ede67bce7bb5d5303a5141a76e91b8d31c34298a4b9",
    "metadata": {},
    "name": "useDeleteNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "90978b5ce9421626b5a7ae32c29c53d3";

export default node;
