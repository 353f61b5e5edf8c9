/**
 * @generated SignedSource<<982c20a9300ed9c188d2b8d6fafdd23c>>
 * @relayHash 9219de5a142bd969ca9b82cd84a7f9d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 078504e8a769db61670e5145d9d36e71d0f1e50ef523c1136f65b2fd5c785e0f

import { ConcreteRequest } from 'relay-runtime';
export type acknowledgeNotificationsMutation$variables = Record<PropertyKey, never>;
export type acknowledgeNotificationsMutation$data = {
  readonly acknowledgeNotifications: {
    readonly affectedCount: number;
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type acknowledgeNotificationsMutation = {
  response: acknowledgeNotificationsMutation$data;
  variables: acknowledgeNotificationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotificationsChangedPayload",
    "kind": "LinkedField",
    "name": "acknowledgeNotifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "affectedCount",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "acknowledgeNotificationsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "acknowledgeNotificationsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "078504e8a769db61670e5145d9d36e71d0f1e50ef523c1136f65b2fd5c785e0f",
    "metadata": {},
    "name": "acknowledgeNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc5ae9436d8340ff29a8e433174e756e";

export default node;
