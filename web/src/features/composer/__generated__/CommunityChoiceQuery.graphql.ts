/**
 * @generated SignedSource<<3d8257139357c75496ed0f908f629e8b>>
 * @relayHash f46a68c6345fa981fa00d66d1794ea07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2841670785d3f5f0527360e7c6468144bade09c869ee514b45f88fdcfa69e8a

import { ConcreteRequest } from 'relay-runtime';
export type CommunityChoiceQuery$variables = Record<PropertyKey, never>;
export type CommunityChoiceQuery$data = {
  readonly viewer: {
    readonly communities: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly displayName: string;
          readonly icon: string | null | undefined;
          readonly id: string;
        };
      }>;
    };
    readonly id: string;
  } | null | undefined;
};
export type CommunityChoiceQuery = {
  response: CommunityChoiceQuery$data;
  variables: CommunityChoiceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "UserCommunitiesConnection",
        "kind": "LinkedField",
        "name": "communities",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserCommunitiesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Community",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
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
                    "name": "icon",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "communities(first:100)"
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
    "name": "CommunityChoiceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CommunityChoiceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a2841670785d3f5f0527360e7c6468144bade09c869ee514b45f88fdcfa69e8a",
    "metadata": {},
    "name": "CommunityChoiceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4f877dc64234d14d537cb32b19b1a017";

export default node;
