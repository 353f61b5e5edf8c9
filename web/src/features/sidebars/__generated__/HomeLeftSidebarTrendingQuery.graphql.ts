/**
 * @generated SignedSource<<64b06599f71ad1576c965fcc1fa22ae9>>
 * @relayHash 5ee19d53021ba3034311600c72d3552e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4eabd07124b17927d52d3813986704063572ab6cc99fd5a5729d5fb5433e043

import { ConcreteRequest } from 'relay-runtime';
export type HomeLeftSidebarTrendingQuery$variables = {
  first: number;
};
export type HomeLeftSidebarTrendingQuery$data = {
  readonly trendingPosts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly commentCount: number;
        readonly id: string;
        readonly path: string;
        readonly sector: string;
        readonly title: string;
      };
    }>;
  };
};
export type HomeLeftSidebarTrendingQuery = {
  response: HomeLeftSidebarTrendingQuery$data;
  variables: HomeLeftSidebarTrendingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "QueryTrendingPostsConnection",
    "kind": "LinkedField",
    "name": "trendingPosts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryTrendingPostsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "sector",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commentCount",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeLeftSidebarTrendingQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomeLeftSidebarTrendingQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c4eabd07124b17927d52d3813986704063572ab6cc99fd5a5729d5fb5433e043",
    "metadata": {},
    "name": "HomeLeftSidebarTrendingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fad4651ac0712cd0d99bc95b5127f013";

export default node;
