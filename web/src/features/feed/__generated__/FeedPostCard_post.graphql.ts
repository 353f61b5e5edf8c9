/**
 * @generated SignedSource<<a731e575c49da6e847decd600059414a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostStatus = "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type PostType = "DISCUSSION" | "ORGANIZING" | "POLL" | "QUESTION" | "STORY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FeedPostCard_post$data = {
  readonly author: {
    readonly avatarColor: string;
    readonly displayName: string;
    readonly username: string | null | undefined;
    readonly viewerHasBlocked: boolean;
    readonly viewerHasMuted: boolean;
  };
  readonly commentCount: number;
  readonly community: {
    readonly displayName: string;
    readonly icon: string | null | undefined;
    readonly isPrivate: boolean;
    readonly slug: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly excerpt: string;
  readonly id: string;
  readonly isPinned: boolean;
  readonly isPinnedInCommunity: boolean;
  readonly isStartHere: boolean;
  readonly isWelcome: boolean;
  readonly path: string;
  readonly postType: PostType;
  readonly score: number;
  readonly status: PostStatus;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PollBlock_post" | "PostActionsMenu_post" | "PostVoteControl_post" | "SavePostButton_post">;
  readonly " $fragmentType": "FeedPostCard_post";
};
export type FeedPostCard_post$key = {
  readonly " $data"?: FeedPostCard_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedPostCard_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedPostCard_post",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "length",
          "value": 150
        }
      ],
      "kind": "ScalarField",
      "name": "excerpt",
      "storageKey": "excerpt(length:150)"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinnedInCommunity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isWelcome",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStartHere",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "viewerHasBlocked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerHasMuted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Community",
      "kind": "LinkedField",
      "name": "community",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
          "name": "isPrivate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostVoteControl_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SavePostButton_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostActionsMenu_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PollBlock_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "e7c1b8e653640145ad38adb777a24957";

export default node;
