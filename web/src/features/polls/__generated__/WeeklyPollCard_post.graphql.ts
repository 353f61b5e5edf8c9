/**
 * @generated SignedSource<<dea5ac607e02d99c77eaac0fe0ff552c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyPollCard_post$data = {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"PollBlock_post">;
  readonly " $fragmentType": "WeeklyPollCard_post";
};
export type WeeklyPollCard_post$key = {
  readonly " $data"?: WeeklyPollCard_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyPollCard_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeeklyPollCard_post",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "PollBlock_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "85f80234ffa37b3b3dca9644a2b57f33";

export default node;
