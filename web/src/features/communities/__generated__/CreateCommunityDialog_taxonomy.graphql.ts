/**
 * @generated SignedSource<<983ca066c08702b26daaa0978dd4ee26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateCommunityDialog_taxonomy$data = {
  readonly sectors: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "CreateCommunityDialog_taxonomy";
};
export type CreateCommunityDialog_taxonomy$key = {
  readonly " $data"?: CreateCommunityDialog_taxonomy$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateCommunityDialog_taxonomy">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateCommunityDialog_taxonomy",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Sector",
      "kind": "LinkedField",
      "name": "sectors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Taxonomy",
  "abstractKey": null
};

(node as any).hash = "2c3650bf2c0ed9dd9c1bed72f0bbe9f5";

export default node;
