/**
 * @generated SignedSource<<732a3a196175be6c90641e309a0efb78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostComposer_taxonomy$data = {
  readonly sectors: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly tags: ReadonlyArray<{
    readonly essential: boolean;
    readonly keywords: ReadonlyArray<string>;
    readonly name: string;
  }>;
  readonly " $fragmentType": "PostComposer_taxonomy";
};
export type PostComposer_taxonomy$key = {
  readonly " $data"?: PostComposer_taxonomy$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostComposer_taxonomy">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostComposer_taxonomy",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TagDefinition",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "essential",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keywords",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Taxonomy",
  "abstractKey": null
};
})();

(node as any).hash = "637601cff59b8f84bb98a6f151c9a859";

export default node;
