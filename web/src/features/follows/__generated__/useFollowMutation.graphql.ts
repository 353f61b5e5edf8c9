/**
 * @generated SignedSource<<2f8e3ada2c949f2239481d54f9636f6f>>
 * @relayHash 9a32ac7fd6cc53b2df31510abbcd126c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 522f026b45c3fd43e58442c9c126f74f6c4c770b6aa7e676cd7b32c456a605e0

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
v4 = {
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
      "selections": [
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
          (v4/*:: as any*/)
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
          (v4/*:: as any*/),
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
    "id": "522f026b45c3fd43e58442c9c126f74f6c4c770b6aa7e676cd7b32c456a605e0",
    "metadata": {},
    "name": "useFollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6378a9d29804edc39a559dee572522de";

export default node;
