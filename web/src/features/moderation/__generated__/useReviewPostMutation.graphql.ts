/**
 * @generated SignedSource<<a8f77511475f91efc04a1676219ae078>>
 * @relayHash 25df6c55b73a425076fbd73c1624e53d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bd993acf2f0dca73bbe4262732f994a58fde960a1e52382bef8e7f4fae21817

import { ConcreteRequest } from 'relay-runtime';
export type PostStatus = "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type ReviewInput = {
  approve: boolean;
  id: string;
  reason?: string | null | undefined;
};
export type useReviewPostMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ReviewInput;
};
export type useReviewPostMutation$data = {
  readonly reviewPost: {
    readonly id: string;
    readonly status: PostStatus;
  };
};
export type useReviewPostMutation = {
  response: useReviewPostMutation$data;
  variables: useReviewPostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useReviewPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "reviewPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useReviewPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "reviewPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "id",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9bd993acf2f0dca73bbe4262732f994a58fde960a1e52382bef8e7f4fae21817",
    "metadata": {},
    "name": "useReviewPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99d3da8a7578029e6c861a9157413e1e";

export default node;
