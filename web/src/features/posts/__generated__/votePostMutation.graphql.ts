/**
 * @generated SignedSource<<ce1633b122867e515e1fd6e18a80fa05>>
 * @relayHash be7f622358f5204e88bd691b2631863e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbcf231ced417e8e908a7792780a5f378a251fb498c74b4b09e3f133013652b8

import { ConcreteRequest } from 'relay-runtime';
export type VoteDirection = "DOWN" | "UP" | "%future added value";
export type VotePostInput = {
  postId: string;
  vote?: VoteDirection | null | undefined;
};
export type votePostMutation$variables = {
  input: VotePostInput;
};
export type votePostMutation$data = {
  readonly votePost: {
    readonly post: {
      readonly downvotes: number;
      readonly id: string;
      readonly score: number;
      readonly upvotes: number;
      readonly viewerVote: VoteDirection | null | undefined;
    };
  };
};
export type votePostMutation = {
  response: votePostMutation$data;
  variables: votePostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PostPayload",
    "kind": "LinkedField",
    "name": "votePost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
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
            "name": "score",
            "storageKey": null
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
            "name": "downvotes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerVote",
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
    "name": "votePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "votePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bbcf231ced417e8e908a7792780a5f378a251fb498c74b4b09e3f133013652b8",
    "metadata": {},
    "name": "votePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5626f6a4bfa30615ca6c3935da40d957";

export default node;
