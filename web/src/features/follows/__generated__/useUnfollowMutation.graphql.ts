/**
 * @generated SignedSource<<adbfa92b461669722dd30d04b9b02548>>
 * @relayHash aa9749a5c434ccaf26c903d2b5ec969f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 648c7707c04b9ece300caccb9986021415dd3817bc1f6a5eece9c0ef77a4440a

import { ConcreteRequest } from 'relay-runtime';
export type FollowType = "CAMPAIGN" | "COMMUNITY" | "SECTOR" | "TAG" | "USER" | "%future added value";
export type FollowInput = {
  followType: FollowType;
  value: string;
};
export type useUnfollowMutation$variables = {
  input: FollowInput;
};
export type useUnfollowMutation$data = {
  readonly unfollow: {
    readonly removedFollowId: string | null | undefined;
    readonly user: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    } | null | undefined;
  };
};
export type useUnfollowMutation = {
  response: useUnfollowMutation$data;
  variables: useUnfollowMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedFollowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnfollowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnfollowPayload",
        "kind": "LinkedField",
        "name": "unfollow",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnfollowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnfollowPayload",
        "kind": "LinkedField",
        "name": "unfollow",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedFollowId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "648c7707c04b9ece300caccb9986021415dd3817bc1f6a5eece9c0ef77a4440a",
    "metadata": {},
    "name": "useUnfollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dea0b7980096d4ae2cb3d80d5609fcdf";

export default node;
