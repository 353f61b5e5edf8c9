/**
 * @generated SignedSource<<ff26ae9cd859f5f21d878334d1a2ed52>>
 * @relayHash 9ac121b17c38a32f40b7919b31544561
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ec6a6ab013d857887864a1a32ad9b025153b2425ef358b955e6c480d6aa82e4

import { ConcreteRequest } from 'relay-runtime';
export type ClearOldNotificationsInput = {
  days?: number | null | undefined;
};
export type useClearOldNotificationsMutation$variables = {
  input?: ClearOldNotificationsInput | null | undefined;
};
export type useClearOldNotificationsMutation$data = {
  readonly clearOldNotifications: {
    readonly affectedCount: number;
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type useClearOldNotificationsMutation = {
  response: useClearOldNotificationsMutation$data;
  variables: useClearOldNotificationsMutation$variables;
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
    "concreteType": "NotificationsChangedPayload",
    "kind": "LinkedField",
    "name": "clearOldNotifications",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useClearOldNotificationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useClearOldNotificationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5ec6a6ab013d857887864a1a32ad9b025153b2425ef358b955e6c480d6aa82e4",
    "metadata": {},
    "name": "useClearOldNotificationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cf04661568bee518b1d0ce96161c1a1a";

export default node;
