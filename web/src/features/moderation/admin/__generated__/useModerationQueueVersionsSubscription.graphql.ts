/**
 * @generated SignedSource<<945764f2a1ed505e338df6821de4c9ea>>
 * @relayHash 2d9acce2777b3c87a6049b28f7bddeff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5ab7681fa0b2da2f1974c608209f13db61df247bed5aba202b7f95a8e4c62b7

import { ConcreteRequest } from 'relay-runtime';
export type ModerationQueueChangeType = "CREATED" | "UPDATED" | "%future added value";
export type ModerationQueueKind = "APPEAL" | "FLAG" | "PENDING" | "REPORT" | "%future added value";
export type useModerationQueueVersionsSubscription$variables = Record<PropertyKey, never>;
export type useModerationQueueVersionsSubscription$data = {
  readonly moderationQueueChanged: {
    readonly byViewer: boolean;
    readonly change: ModerationQueueChangeType;
    readonly entityId: number;
    readonly kind: ModerationQueueKind;
  };
};
export type useModerationQueueVersionsSubscription = {
  response: useModerationQueueVersionsSubscription$data;
  variables: useModerationQueueVersionsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ModerationQueueEvent",
    "kind": "LinkedField",
    "name": "moderationQueueChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "entityId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "change",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "byViewer",
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
    "name": "useModerationQueueVersionsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useModerationQueueVersionsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c5ab7681fa0b2da2f1974c608209f13db61df247bed5aba202b7f95a8e4c62b7",
    "metadata": {},
    "name": "useModerationQueueVersionsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b27b39675cd5cdbf89293655ba847520";

export default node;
