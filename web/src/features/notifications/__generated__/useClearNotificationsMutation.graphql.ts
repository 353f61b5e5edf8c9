/**
 * @generated SignedSource<<78f5db1ccdf15effa7e41f298f6e3fe1>>
 * @relayHash cc42a058798a0e180d4fa71b0a7b25d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb1202ac213d714d1e86f825890546e89920c5ed44a9df6a968620006609a8fc

import { ConcreteRequest } from 'relay-runtime';
export type useClearNotificationsMutation$variables = Record<PropertyKey, never>;
export type useClearNotificationsMutation$data = {
  readonly clearNotifications: {
    readonly affectedCount: number;
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type useClearNotificationsMutation = {
  response: useClearNotificationsMutation$data;
  variables: useClearNotificationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotificationsChangedPayload",
    "kind": "LinkedField",
    "name": "clearNotifications",
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
    "name": "useClearNotificationsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useClearNotificationsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cb1202ac213d714d1e86f825890546e89920c5ed44a9df6a968620006609a8fc",
    "metadata": {},
    "name": "useClearNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "83b1ba21bbea9af5b79ee48e0c6936b9";

export default node;
