/**
 * @generated SignedSource<<d7742dec26aa534e80cdb77ea7879fc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CampaignFollowButton_campaign$data = {
  readonly followerCount: number;
  readonly id: string;
  readonly name: string;
  readonly viewerIsFollowing: boolean;
  readonly " $fragmentType": "CampaignFollowButton_campaign";
};
export type CampaignFollowButton_campaign$key = {
  readonly " $data"?: CampaignFollowButton_campaign$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignFollowButton_campaign">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignFollowButton_campaign",
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
      "name": "name",
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
  "type": "Campaign",
  "abstractKey": null
};

(node as any).hash = "d21cb8c01ba13867f962a03ab0e199ab";

export default node;
