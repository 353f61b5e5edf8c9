/**
 * @generated SignedSource<<af656873121173c41bb5351442a60518>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowMemberButton_user$data = {
  readonly displayName: string;
  readonly followerCount: number;
  readonly id: string;
  readonly userId: number;
  readonly viewerIsFollowing: boolean;
  readonly " $fragmentType": "FollowMemberButton_user";
};
export type FollowMemberButton_user$key = {
  readonly " $data"?: FollowMemberButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowMemberButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowMemberButton_user",
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
      "name": "userId",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1a93aea4c9cc7b0a84f18ec070d09fa2";

export default node;
