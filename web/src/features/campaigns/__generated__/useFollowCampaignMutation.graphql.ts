/**
 * @generated SignedSource<<6354b55bd7ad7be3333ffb6d99c8d02b>>
 * @relayHash 1c3a18121257acc5c4960d917ba05b1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd9e1d16aeb0945547888841e5133a67c3a1dad74a51e56cccbed47fdd337766

import { ConcreteRequest } from 'relay-runtime';
export type FollowType = "CAMPAIGN" | "COMMUNITY" | "SECTOR" | "TAG" | "USER" | "%future added value";
export type FollowInput = {
  followType: FollowType;
  value: string;
};
export type useFollowCampaignMutation$variables = {
  input: FollowInput;
};
export type useFollowCampaignMutation$data = {
  readonly follow: {
    readonly follow: {
      readonly campaign: {
        readonly followerCount: number;
        readonly id: string;
        readonly viewerIsFollowing: boolean;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type useFollowCampaignMutation = {
  response: useFollowCampaignMutation$data;
  variables: useFollowCampaignMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FollowPayload",
    "kind": "LinkedField",
    "name": "follow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Follow",
        "kind": "LinkedField",
        "name": "follow",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Campaign",
            "kind": "LinkedField",
            "name": "campaign",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFollowCampaignMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFollowCampaignMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "bd9e1d16aeb0945547888841e5133a67c3a1dad74a51e56cccbed47fdd337766",
    "metadata": {},
    "name": "useFollowCampaignMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d5e4369ca684738e73d1d88b4c03b5dc";

export default node;
