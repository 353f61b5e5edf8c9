/**
 * @generated SignedSource<<0bea240cdbd812e8d55f0ae52bccc87e>>
 * @relayHash 6c6e8f94b2e09fccc9f23b56bdcbf279
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 668ed7337b1e3daa62fb36fdae1830afe86acacf383d682fc440d66eefeac0cd

import { ConcreteRequest } from 'relay-runtime';
export type BadgeToastsSubscription$variables = Record<PropertyKey, never>;
export type BadgeToastsSubscription$data = {
  readonly badgesEarned: {
    readonly badges: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly points: number;
    }>;
    readonly viewer: {
      readonly badgeCount: number;
      readonly id: string;
      readonly totalPoints: number;
    };
  };
};
export type BadgeToastsSubscription = {
  response: BadgeToastsSubscription$data;
  variables: BadgeToastsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "BadgesEarned",
    "kind": "LinkedField",
    "name": "badgesEarned",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Badge",
        "kind": "LinkedField",
        "name": "badges",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "points",
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "badgeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalPoints",
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
    "name": "BadgeToastsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BadgeToastsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "668ed7337b1e3daa62fb36fdae1830afe86acacf383d682fc440d66eefeac0cd",
    "metadata": {},
    "name": "BadgeToastsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6d2e0b78a65ba8dd8d45bc4300095657";

export default node;
