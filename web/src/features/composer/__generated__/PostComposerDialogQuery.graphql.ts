/**
 * @generated SignedSource<<8e25201ea36dac42c15a956b31d8a2f0>>
 * @relayHash c27273f3e4d7dd3ba039afc847a1aa88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e0c6e1b536d7071fbe103de9d2f0f642261560a057710d1bdec44d6a513d800

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostComposerDialogQuery$variables = Record<PropertyKey, never>;
export type PostComposerDialogQuery$data = {
  readonly taxonomy: {
    readonly " $fragmentSpreads": FragmentRefs<"PostComposer_taxonomy">;
  };
};
export type PostComposerDialogQuery = {
  response: PostComposerDialogQuery$data;
  variables: PostComposerDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PostComposerDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Taxonomy",
        "kind": "LinkedField",
        "name": "taxonomy",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PostComposer_taxonomy"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PostComposerDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Taxonomy",
        "kind": "LinkedField",
        "name": "taxonomy",
        "plural": false,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9e0c6e1b536d7071fbe103de9d2f0f642261560a057710d1bdec44d6a513d800",
    "metadata": {},
    "name": "PostComposerDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f8f56807a4000016fbab2802ef54e33f";

export default node;
