/**
 * @generated SignedSource<<682b5c436922b261ca0bbdcd13b748f5>>
 * @relayHash fec0a50876a41e6741c58aee51198c3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9258ee4bb4ac83007723c56ccb9e1d53c8b2a4360c1dde22c498be3b1076783b

import { ConcreteRequest } from 'relay-runtime';
export type PerformancePanelQuery$variables = {
  id: string;
};
export type PerformancePanelQuery$data = {
  readonly post: {
    readonly id: string;
    readonly shareAnalytics: {
      readonly counts: ReadonlyArray<{
        readonly action: string;
        readonly count: number;
      }>;
      readonly reports: ReadonlyArray<{
        readonly comments: number;
        readonly createdAt: any;
        readonly engagementRate: number;
        readonly id: string;
        readonly likes: number;
        readonly shares: number;
        readonly url: string | null | undefined;
        readonly views: number;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type PerformancePanelQuery = {
  response: PerformancePanelQuery$data;
  variables: PerformancePanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Post",
    "kind": "LinkedField",
    "name": "post",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PostShareAnalytics",
        "kind": "LinkedField",
        "name": "shareAnalytics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ShareActionCount",
            "kind": "LinkedField",
            "name": "counts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "action",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SharePerformanceReport",
            "kind": "LinkedField",
            "name": "reports",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "views",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "likes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shares",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engagementRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
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
    "name": "PerformancePanelQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PerformancePanelQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9258ee4bb4ac83007723c56ccb9e1d53c8b2a4360c1dde22c498be3b1076783b",
    "metadata": {},
    "name": "PerformancePanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2a62b85490f55ac6b7b2a6a8fad77150";

export default node;
