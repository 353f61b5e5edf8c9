/**
 * @generated SignedSource<<8a2903d0b346589bcb7f100f128113f9>>
 * @relayHash 00c3e02a115f982bc88daaae378be6e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a23bf4b7ee9c53f1e26dcf2a53b0e8ece51f0a9ab22f10ed4dc2cb1f81955a1e

import { ConcreteRequest } from 'relay-runtime';
export type TopicsMenuDrawerQuery$variables = Record<PropertyKey, never>;
export type TopicsMenuDrawerQuery$data = {
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
export type TopicsMenuDrawerQuery = {
  response: TopicsMenuDrawerQuery$data;
  variables: TopicsMenuDrawerQuery$variables;
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
    "name": "TopicsMenuDrawerQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TopicsMenuDrawerQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a23bf4b7ee9c53f1e26dcf2a53b0e8ece51f0a9ab22f10ed4dc2cb1f81955a1e",
    "metadata": {},
    "name": "TopicsMenuDrawerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a1c20db3210165baaca36f47c76992f2";

export default node;
