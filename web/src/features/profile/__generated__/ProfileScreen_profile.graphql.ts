/**
 * @generated SignedSource<<0220d621236158bce04b430a920ede28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileScreen_profile$data = {
  readonly avatarColor: string;
  readonly bio: any;
  readonly bioText: string;
  readonly displayName: string;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly id: string;
  readonly isMentorAvailable: boolean;
  readonly isOwn: boolean;
  readonly isSeekingMentor: boolean;
  readonly karma: number;
  readonly mentorshipOffering: ReadonlyArray<string>;
  readonly mentorshipSeeking: ReadonlyArray<string>;
  readonly skills: ReadonlyArray<string>;
  readonly user: {
    readonly userId: number;
    readonly username: string | null | undefined;
    readonly viewerHasBlocked: boolean;
    readonly viewerHasMuted: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"FollowMemberButton_user" | "useUserActions_user">;
  };
  readonly userId: number;
  readonly username: string | null | undefined;
  readonly workType: string;
  readonly " $fragmentType": "ProfileScreen_profile";
};
export type ProfileScreen_profile$key = {
  readonly " $data"?: ProfileScreen_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileScreen_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileScreen_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "avatarColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bioText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "karma",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMentorAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSeekingMentor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mentorshipOffering",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mentorshipSeeking",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "name": "FollowMemberButton_user"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useUserActions_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MemberProfile",
  "abstractKey": null
};
})();

(node as any).hash = "1f4ab23e8b55d6686600e72c70324f5c";

export default node;
