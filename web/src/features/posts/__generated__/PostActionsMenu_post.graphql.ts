/**
 * @generated SignedSource<<072effa36177df864bb88d7c0f3c760d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostActionsMenu_post$data = {
  readonly contentText: string;
  readonly id: string;
  readonly isPinned: boolean;
  readonly path: string;
  readonly title: string;
  readonly viewerCanDelete: boolean;
  readonly viewerCanEdit: boolean;
  readonly viewerCanPin: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"EditPostDialog_post">;
  readonly " $fragmentType": "PostActionsMenu_post";
};
export type PostActionsMenu_post$key = {
  readonly " $data"?: PostActionsMenu_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostActionsMenu_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostActionsMenu_post",
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
      "args": null,
      "kind": "ScalarField",
      "name": "contentText",
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
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanPin",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditPostDialog_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "b7ba7aba5f31286db4f119af994a01db";

export default node;
