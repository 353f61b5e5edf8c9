/**
 * @generated SignedSource<<f7eedf52d147044cae98890c14bd464e>>
 * @relayHash af23a3f798e32ff307232ab843b2228d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 775fda2d9465f4162762b7798806687633303330416bc5f20ec46ba9929c4663

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ComposePageQuery$variables = Record<PropertyKey, never>;
export type ComposePageQuery$data = {
  readonly taxonomy: {
    readonly " $fragmentSpreads": FragmentRefs<"PostComposer_taxonomy">;
  };
};
export type ComposePageQuery = {
  response: ComposePageQuery$data;
  variables: ComposePageQuery$variables;
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
    "name": "ComposePageQuery",
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
    "name": "ComposePageQuery",
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
    "id": "775fda2d9465f4162762b7798806687633303330416bc5f20ec46ba9929c4663",
    "metadata": {},
    "name": "ComposePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9b700f78ed824f0e14894bd138cc7d87";

export default node;
