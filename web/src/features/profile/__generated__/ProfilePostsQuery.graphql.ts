/**
 * @generated SignedSource<<d9f486d8b8e9ff79bd9aa418fa9e0bc9>>
 * @relayHash de831ba9896d7b4206a3ba134d2ee48b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e391843334c2085639bbcb25c4818a181191f51c1775a73d46b97c27dd09ed18

import { ConcreteRequest } from 'relay-runtime';
export type ProfilePostsQuery$variables = {
  first: number;
  userId: string;
};
export type ProfilePostsQuery$data = {
  readonly postsByAuthor: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly commentCount: number;
        readonly excerpt: string;
        readonly id: string;
        readonly path: string;
        readonly title: string;
        readonly upvotes: number;
      };
    }>;
  };
};
export type ProfilePostsQuery = {
  response: ProfilePostsQuery$data;
  variables: ProfilePostsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "QueryPostsByAuthorConnection",
    "kind": "LinkedField",
    "name": "postsByAuthor",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryPostsByAuthorConnectionEdge",
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
                "name": "path",
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
                "args": [
                  {
                    "kind": "Literal",
                    "name": "length",
                    "value": 160
                  }
                ],
                "kind": "ScalarField",
                "name": "excerpt",
                "storageKey": "excerpt(length:160)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "upvotes",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePostsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProfilePostsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e391843334c2085639bbcb25c4818a181191f51c1775a73d46b97c27dd09ed18",
    "metadata": {},
    "name": "ProfilePostsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "90b543e4451ef858ebfceee524cc768b";

export default node;
