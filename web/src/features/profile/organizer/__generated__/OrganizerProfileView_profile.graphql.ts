/**
 * @generated SignedSource<<0e3b6c99efff0d7006b05e049d0c47d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizerProfileView_profile$data = {
  readonly avatarColor: string;
  readonly bio: string;
  readonly expertise: ReadonlyArray<string>;
  readonly isVerified: boolean;
  readonly name: string;
  readonly organization: string;
  readonly photoUrl: string | null | undefined;
  readonly recentPosts: ReadonlyArray<{
    readonly commentCount: number;
    readonly excerpt: string;
    readonly id: string;
    readonly path: string;
    readonly title: string;
    readonly upvotes: number;
  }>;
  readonly socialLinks: ReadonlyArray<{
    readonly label: string;
    readonly url: string;
  }>;
  readonly title: string;
  readonly user: {
    readonly followerCount: number;
    readonly followingCount: number;
    readonly userId: number;
    readonly username: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"FollowMemberButton_user">;
  };
  readonly " $fragmentType": "OrganizerProfileView_profile";
};
export type OrganizerProfileView_profile$key = {
  readonly " $data"?: OrganizerProfileView_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizerProfileView_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizerProfileView_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organization",
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
      "name": "photoUrl",
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
      "name": "isVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expertise",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialLink",
      "kind": "LinkedField",
      "name": "socialLinks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
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
          "name": "username",
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "recentPosts",
      "plural": true,
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
          "name": "path",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "length",
              "value": 160
            }
          ],
          "kind": "ScalarField",
          "name": "excerpt",
          "storageKey": "excerpt(length:160)"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upvotes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commentCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrganizerProfile",
  "abstractKey": null
};
})();

(node as any).hash = "28cf334cbfee057a9d188db42f5febd3";

export default node;
