/**
 * @generated SignedSource<<de8060a3b1dc3a0d0c3af7b53623a5fc>>
 * @relayHash 5cd4bb23c1cd7a4a5371604fae8807c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b88ce2767eb59fdcebec1e8ffe120c2e7ef2d84a4780e25b1f5a5af9c5c01894

import { ConcreteRequest } from 'relay-runtime';
export type FollowType = "CAMPAIGN" | "COMMUNITY" | "SECTOR" | "TAG" | "USER" | "%future added value";
export type FollowInput = {
  followType: FollowType;
  value: string;
};
export type followMutation$variables = {
  connections: ReadonlyArray<string>;
  input: FollowInput;
};
export type followMutation$data = {
  readonly follow: {
    readonly follow: {
      readonly campaign: {
        readonly followerCount: number;
        readonly id: string;
        readonly viewerIsFollowing: boolean;
      } | null | undefined;
      readonly followType: FollowType;
      readonly id: string;
      readonly user: {
        readonly followerCount: number;
        readonly id: string;
        readonly viewerIsFollowing: boolean;
      } | null | undefined;
      readonly value: string;
    };
  };
};
export type followMutation = {
  response: followMutation$data;
  variables: followMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerIsFollowing",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followerCount",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Follow",
  "kind": "LinkedField",
  "name": "follow",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Campaign",
      "kind": "LinkedField",
      "name": "campaign",
      "plural": false,
      "selections": (v4/*:: as any*/),
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
    "name": "followMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "FollowPayload",
        "kind": "LinkedField",
        "name": "follow",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
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
    "name": "followMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "FollowPayload",
        "kind": "LinkedField",
        "name": "follow",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "follow",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "UserFollowsConnectionEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b88ce2767eb59fdcebec1e8ffe120c2e7ef2d84a4780e25b1f5a5af9c5c01894",
    "metadata": {},
    "name": "followMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6c7f4445941407457f0934999780737";

export default node;
