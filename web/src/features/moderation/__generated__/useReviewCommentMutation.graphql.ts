/**
 * @generated SignedSource<<b140f2ce611784672df551769fb07c17>>
 * @relayHash f72392a7d519b5a787471f085108ecf0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f4a28b159b1abbcc6d67e9f3295419e74cb7f0b8d748893b516951380e46cd4

import { ConcreteRequest } from 'relay-runtime';
export type PostStatus = "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type ReviewInput = {
  approve: boolean;
  id: string;
  reason?: string | null | undefined;
};
export type useReviewCommentMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ReviewInput;
};
export type useReviewCommentMutation$data = {
  readonly reviewComment: {
    readonly id: string;
    readonly status: PostStatus;
  };
};
export type useReviewCommentMutation = {
  response: useReviewCommentMutation$data;
  variables: useReviewCommentMutation$variables;
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
    "name": "useReviewCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "reviewComment",
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
    "name": "useReviewCommentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "reviewComment",
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
    "id": "9f4a28b159b1abbcc6d67e9f3295419e74cb7f0b8d748893b516951380e46cd4",
    "metadata": {},
    "name": "useReviewCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e4b9f28856c1af6a02a67ac7f7299af3";

export default node;
