/**
 * @generated SignedSource<<3107e6b0a92ea09bf7e594ea96a48c74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberProfilePage_user$data = {
  readonly avatarColor: string;
  readonly displayName: string;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly username: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FollowMemberButton_user">;
  readonly " $fragmentType": "MemberProfilePage_user";
};
export type MemberProfilePage_user$key = {
  readonly " $data"?: MemberProfilePage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberProfilePage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberProfilePage_user",
  "selections": [
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarColor",
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
      "name": "followingCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FollowMemberButton_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "48532e70b34d2080543174271829ddd2";

export default node;
