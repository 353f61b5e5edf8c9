/**
 * @generated SignedSource<<82608b99e794acec720722e8dd6e4503>>
 * @relayHash dddc2a0405c109be223189307c6582cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 926a6dac7d877e9d012f423cfaa2f33404d01cdb75b158fcecf2faae23f8d090

import { ConcreteRequest } from 'relay-runtime';
export type FollowType = "CAMPAIGN" | "COMMUNITY" | "SECTOR" | "TAG" | "USER" | "%future added value";
export type FollowInput = {
  followType: FollowType;
  value: string;
};
export type useUnfollowCampaignMutation$variables = {
  input: FollowInput;
};
export type useUnfollowCampaignMutation$data = {
  readonly unfollow: {
    readonly campaign: {
      readonly followerCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    } | null | undefined;
  };
};
export type useUnfollowCampaignMutation = {
  response: useUnfollowCampaignMutation$data;
  variables: useUnfollowCampaignMutation$variables;
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
    "concreteType": "UnfollowPayload",
    "kind": "LinkedField",
    "name": "unfollow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Campaign",
        "kind": "LinkedField",
        "name": "campaign",
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
            "name": "followerCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsFollowing",
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
    "name": "useUnfollowCampaignMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnfollowCampaignMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "926a6dac7d877e9d012f423cfaa2f33404d01cdb75b158fcecf2faae23f8d090",
    "metadata": {},
    "name": "useUnfollowCampaignMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0740791dfb5df76108a4d95a9bccafe7";

export default node;
