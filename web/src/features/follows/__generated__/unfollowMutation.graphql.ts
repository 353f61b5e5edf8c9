/**
 * @generated SignedSource<<23c5112b9ce5513db9711c3fd8386552>>
 * @relayHash c6ec9aa4dad924c8fcc3a0fcb897e99d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4f64f57b5fcf00c1531b0a3492317e4771c47c94a0af858872579ecb22b6738

import { ConcreteRequest } from 'relay-runtime';
export type FollowType = "CAMPAIGN" | "COMMUNITY" | "SECTOR" | "TAG" | "USER" | "%future added value";
export type FollowInput = {
  followType: FollowType;
  value: string;
};
export type unfollowMutation$variables = {
  input: FollowInput;
};
export type unfollowMutation$data = {
  readonly unfollow: {
    readonly campaign: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    } | null | undefined;
    readonly removedFollowId: string | null | undefined;
    readonly user: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    } | null | undefined;
  };
};
export type unfollowMutation = {
  response: unfollowMutation$data;
  variables: unfollowMutation$variables;
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
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Campaign",
  "kind": "LinkedField",
  "name": "campaign",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "unfollowMutation",
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
          (v4/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "unfollowMutation",
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
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d4f64f57b5fcf00c1531b0a3492317e4771c47c94a0af858872579ecb22b6738",
    "metadata": {},
    "name": "unfollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c074c2c1ab03b728417b62805f671081";

export default node;
