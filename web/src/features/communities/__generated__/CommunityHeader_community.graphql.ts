/**
 * @generated SignedSource<<79917b89b36c803f15be509ea91b6aa0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CommunityHeader_community$data = {
  readonly category: string | null | undefined;
  readonly description: string;
  readonly displayName: string;
  readonly icon: string | null | undefined;
  readonly isActive: boolean;
  readonly isPrivate: boolean;
  readonly memberCount: number;
  readonly postCount: number;
  readonly slug: string;
  readonly viewerRole: CommunityRole | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"JoinCommunityButton_community">;
  readonly " $fragmentType": "CommunityHeader_community";
};
export type CommunityHeader_community$key = {
  readonly " $data"?: CommunityHeader_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommunityHeader_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommunityHeader_community",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrivate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "JoinCommunityButton_community"
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "70b63da17ab3b10d9c64d81dd65ee009";

export default node;
