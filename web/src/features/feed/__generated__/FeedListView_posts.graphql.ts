/**
 * @generated SignedSource<<ee93a53fbef405abf14c324c0dcdf0d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedListView_posts$data = ReadonlyArray<{
  readonly author: {
    readonly displayName: string;
    readonly username: string | null | undefined;
  };
  readonly commentCount: number;
  readonly createdAt: any;
  readonly excerpt: string;
  readonly id: string;
  readonly isStartHere: boolean;
  readonly isWelcome: boolean;
  readonly path: string;
  readonly score: number;
  readonly sector: string;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"FeedPostCard_post">;
  readonly " $fragmentType": "FeedListView_posts";
}>;
export type FeedListView_posts$key = ReadonlyArray<{
  readonly " $data"?: FeedListView_posts$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedListView_posts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FeedListView_posts",
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
      "name": "sector",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FeedPostCard_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "3aeded0a4557263ad12ecb50a17e24bb";

export default node;
