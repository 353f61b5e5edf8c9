/**
 * @generated SignedSource<<cd3cc5bd597f4b92b272056f3639b9f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteDirection = "DOWN" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PostVoteControl_post$data = {
  readonly downvotes: number;
  readonly id: string;
  readonly score: number;
  readonly upvotes: number;
  readonly viewerVote: VoteDirection | null | undefined;
  readonly " $fragmentType": "PostVoteControl_post";
};
export type PostVoteControl_post$key = {
  readonly " $data"?: PostVoteControl_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostVoteControl_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostVoteControl_post",
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
      "name": "score",
      "storageKey": null
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
      "name": "downvotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerVote",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "1501adb0b3446c6eda519e7f9c33637a";

export default node;
