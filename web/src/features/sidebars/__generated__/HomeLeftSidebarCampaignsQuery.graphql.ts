/**
 * @generated SignedSource<<1594fc9bd9692bd820435f61488e2ca9>>
 * @relayHash 22186553befbf6fee2eb16e9fe1844b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d2b17d3526e6688f24db5dfea7948a8652cceee99b2653a8bd974d5aefadebe

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeLeftSidebarCampaignsQuery$variables = Record<PropertyKey, never>;
export type HomeLeftSidebarCampaignsQuery$data = {
  readonly campaigns: ReadonlyArray<{
    readonly color: string;
    readonly followerCount: number;
    readonly id: string;
    readonly name: string;
    readonly status: string;
    readonly " $fragmentSpreads": FragmentRefs<"CampaignFollowButton_campaign">;
  }>;
};
export type HomeLeftSidebarCampaignsQuery = {
  response: HomeLeftSidebarCampaignsQuery$data;
  variables: HomeLeftSidebarCampaignsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "followerCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeLeftSidebarCampaignsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Campaign",
        "kind": "LinkedField",
        "name": "campaigns",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CampaignFollowButton_campaign"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeLeftSidebarCampaignsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Campaign",
        "kind": "LinkedField",
        "name": "campaigns",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "7d2b17d3526e6688f24db5dfea7948a8652cceee99b2653a8bd974d5aefadebe",
    "metadata": {},
    "name": "HomeLeftSidebarCampaignsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1da22b8a9a4841ca8abf5bc7f996418a";

export default node;
