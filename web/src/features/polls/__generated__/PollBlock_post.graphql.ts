/**
 * @generated SignedSource<<b2c5c0073af232f4610c29410c149572>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PollBlock_post$data = {
  readonly id: string;
  readonly path: string;
  readonly poll: {
    readonly expiresAt: any | null | undefined;
    readonly id: string;
    readonly isExpired: boolean;
    readonly isFeatured: boolean;
    readonly momentum: boolean;
    readonly options: ReadonlyArray<{
      readonly id: string;
      readonly index: number;
      readonly percentage: number;
      readonly text: string;
      readonly voteCount: number;
    }>;
    readonly totalVotes: number;
    readonly viewerVote: number | null | undefined;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "PollBlock_post";
};
export type PollBlock_post$key = {
  readonly " $data"?: PollBlock_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PollBlock_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PollBlock_post",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Poll",
      "kind": "LinkedField",
      "name": "poll",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalVotes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isExpired",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "momentum",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PollOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "index",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "voteCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "percentage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isFeatured",
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
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "2246409e6286765b53f4056316566598";

export default node;
