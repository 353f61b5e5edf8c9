/**
 * @generated SignedSource<<576cb87f832873682e247a270a29a13c>>
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
        readonly viewerHasBlocked: boolean;
        readonly viewerHasMuted: boolean;
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

(node as any).hash = "d9e47c683e8a916109c68b909bd027b7";

export default node;
