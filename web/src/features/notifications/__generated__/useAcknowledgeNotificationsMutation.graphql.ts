/**
 * @generated SignedSource<<a2421b74b4fb731922e117ab59486162>>
 * @relayHash f5f946ccdb63a06cac76cf84aef26865
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1e0a8d831fe3ef232686e6d5c9b20899f09d7991ee2d43091a577e3fa3139f0

import { ConcreteRequest } from 'relay-runtime';
export type useAcknowledgeNotificationsMutation$variables = Record<PropertyKey, never>;
export type useAcknowledgeNotificationsMutation$data = {
  readonly acknowledgeNotifications: {
    readonly affectedCount: number;
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type useAcknowledgeNotificationsMutation = {
  response: useAcknowledgeNotificationsMutation$data;
  variables: useAcknowledgeNotificationsMutation$variables;
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
    "name": "useAcknowledgeNotificationsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAcknowledgeNotificationsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d1e0a8d831fe3ef232686e6d5c9b20899f09d7991ee2d43091a577e3fa3139f0",
    "metadata": {},
    "name": "useAcknowledgeNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b862c1b2b3f5de819057d7fdea98ea46";

export default node;
