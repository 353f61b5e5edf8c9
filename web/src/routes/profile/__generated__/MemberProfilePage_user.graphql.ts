/**
 * @generated SignedSource<<1b292cc5f9670b63b01efec927260b09>>
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
  readonly userId: number;
  readonly username: string | null | undefined;
  readonly viewerHasBlocked: boolean;
  readonly viewerHasMuted: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"FollowMemberButton_user" | "useUserActions_user">;
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasBlocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasMuted",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useUserActions_user"
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

(node as any).hash = "d25269429a3790b8e9c572e5981e155e";

export default node;
