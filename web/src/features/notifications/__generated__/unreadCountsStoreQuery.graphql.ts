/**
 * @generated SignedSource<<5a6315bea9b4fa08ceb5919ec68ee814>>
 * @relayHash 28733375cba35bd4700c85cfa37d2c55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e79d01d312e133a56721e6f8a1cae2be0c4c887252cc7ae0da5f9f97f0e57633

import { ConcreteRequest } from 'relay-runtime';
export type unreadCountsStoreQuery$variables = Record<PropertyKey, never>;
export type unreadCountsStoreQuery$data = {
  readonly unreadCounts: {
    readonly messages: number;
    readonly notificationsUnread: number;
    readonly notificationsUnseen: number;
  };
  readonly viewer: {
    readonly id: string;
    readonly settings: {
      readonly notifications: {
        readonly newMessages: boolean;
      };
    } | null | undefined;
  } | null | undefined;
};
export type unreadCountsStoreQuery = {
  response: unreadCountsStoreQuery$data;
  variables: unreadCountsStoreQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "concreteType": "UserSettings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationSettings",
            "kind": "LinkedField",
            "name": "notifications",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "newMessages",
                "storageKey": null
              }
            ],
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
    "name": "unreadCountsStoreQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "unreadCountsStoreQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e79d01d312e133a56721e6f8a1cae2be0c4c887252cc7ae0da5f9f97f0e57633",
    "metadata": {},
    "name": "unreadCountsStoreQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0b4bd434ff695a0f0b1b67ec139964cb";

export default node;
