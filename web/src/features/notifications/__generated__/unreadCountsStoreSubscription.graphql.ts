/**
 * @generated SignedSource<<81bb838adc1fd3177d56f8a67c3a3fd4>>
 * @relayHash e7da92ffb084c39822746588104ba048
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a7b81ebdce1038ee4d5761b189897069d74facd9e2b9f0094e13eb5caedcf4f

import { ConcreteRequest } from 'relay-runtime';
export type unreadCountsStoreSubscription$variables = Record<PropertyKey, never>;
export type unreadCountsStoreSubscription$data = {
  readonly unreadCountsChanged: {
    readonly messages: number;
    readonly notificationsUnread: number;
    readonly notificationsUnseen: number;
  };
};
export type unreadCountsStoreSubscription = {
  response: unreadCountsStoreSubscription$data;
  variables: unreadCountsStoreSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UnreadCounts",
    "kind": "LinkedField",
    "name": "unreadCountsChanged",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "unreadCountsStoreSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "unreadCountsStoreSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6a7b81ebdce1038ee4d5761b189897069d74facd9e2b9f0094e13eb5caedcf4f",
    "metadata": {},
    "name": "unreadCountsStoreSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6055a3503435b8bc0861d124c5c1623a";

export default node;
