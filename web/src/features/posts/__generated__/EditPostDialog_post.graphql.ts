/**
 * @generated SignedSource<<d59f01bb7652850c8d53de0ff0ca2065>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostType = "DISCUSSION" | "ORGANIZING" | "POLL" | "QUESTION" | "STORY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditPostDialog_post$data = {
  readonly content: any | null | undefined;
  readonly id: string;
  readonly postType: PostType;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentType": "EditPostDialog_post";
};
export type EditPostDialog_post$key = {
  readonly " $data"?: EditPostDialog_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditPostDialog_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditPostDialog_post",
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
      "name": "content",
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
      "name": "postType",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "f816a80a5f20f57fbd0dc353f80658cd";

export default node;
