/**
 * @generated SignedSource<<f47de13fc460724cfe97f5db26cd3a3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopSlots_topSlots$data = {
  readonly slots: ReadonlyArray<{
    readonly post: {
      readonly author: {
        readonly displayName: string;
      };
      readonly commentCount: number;
      readonly id: string;
      readonly path: string;
      readonly score: number;
      readonly title: string;
    };
    readonly slot: number;
  }>;
  readonly " $fragmentType": "TopSlots_topSlots";
};
export type TopSlots_topSlots$key = {
  readonly " $data"?: TopSlots_topSlots$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopSlots_topSlots">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopSlots_topSlots",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TopSlot",
      "kind": "LinkedField",
      "name": "slots",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slot",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Post",
          "kind": "LinkedField",
          "name": "post",
          "plural": false,
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TopSlots",
  "abstractKey": null
};

(node as any).hash = "fa0b8f1e837aaff76d960c1fe33608a4";

export default node;
