/**
 * @generated SignedSource<<c8ed34f5725c4403cddb3bb4a5e552c8>>
 * @relayHash 604c71bda82e84fdefef6d8c0033a528
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75641e98dd9eb9b1f72b28a61190c0573101ff613f41c740ac6064e3a021eb38

import { ConcreteRequest } from 'relay-runtime';
export type FollowType = "CAMPAIGN" | "COMMUNITY" | "SECTOR" | "TAG" | "USER" | "%future added value";
export type FollowInput = {
  followType: FollowType;
  value: string;
};
export type useFollowMutation$variables = {
  connections: ReadonlyArray<string>;
  input: FollowInput;
};
export type useFollowMutation$data = {
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
export type useFollowMutation = {
  response: useFollowMutation$data;
  variables: useFollowMutation$variables;
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
    "name": "useFollowMutation",
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
    "name": "useFollowMutation",
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
    "id": "75641e98dd9eb9b1f72b28a61190c0573101ff613f41c740ac6064e3a021eb38",
    "metadata": {},
    "name": "useFollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9c00b6430f06d612f60253a7fe5273bc";

export default node;
