/**
 * @generated SignedSource<<b8a6cd9a1ae00301e2fb85b1afe32173>>
 * @relayHash a6e14a1f0296d66cefe8c3b907dace92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7cb977c0936d3da7b998e51cec1fefb9a080de14db59e6352b7ecf5e820bf5c

import { ConcreteRequest } from 'relay-runtime';
export type MobileTopicsMenuQuery$variables = Record<PropertyKey, never>;
export type MobileTopicsMenuQuery$data = {
  readonly taxonomy: {
    readonly campaigns: ReadonlyArray<{
      readonly id: string;
      readonly industry: string;
      readonly name: string;
    }>;
    readonly categories: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }>;
    readonly sectors: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }>;
  };
};
export type MobileTopicsMenuQuery = {
  response: MobileTopicsMenuQuery$data;
  variables: MobileTopicsMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = [
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
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "categories",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Campaign",
        "kind": "LinkedField",
        "name": "campaigns",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "industry",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Sector",
        "kind": "LinkedField",
        "name": "sectors",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MobileTopicsMenuQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MobileTopicsMenuQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c7cb977c0936d3da7b998e51cec1fefb9a080de14db59e6352b7ecf5e820bf5c",
    "metadata": {},
    "name": "MobileTopicsMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e86e7641dfa5dd34fa9b3947d7162ecb";

export default node;
