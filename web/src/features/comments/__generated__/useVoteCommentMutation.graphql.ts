/**
 * @generated SignedSource<<49472ca1d6841053ab382339f0b1f24c>>
 * @relayHash 8a12f01cafb1eb6a22d96c447bc4c995
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f5ee3be2af7c081f47d4003a4ea9d9278e47ec5571e81470d1551f4fe669e04

import { ConcreteRequest } from 'relay-runtime';
export type VoteDirection = "DOWN" | "UP" | "%future added value";
export type VoteCommentInput = {
  commentId: string;
  vote?: VoteDirection | null | undefined;
};
export type useVoteCommentMutation$variables = {
  input: VoteCommentInput;
};
export type useVoteCommentMutation$data = {
  readonly voteComment: {
    readonly comment: {
      readonly id: string;
      readonly score: number;
      readonly upvotes: number;
      readonly viewerVote: VoteDirection | null | undefined;
    };
  };
};
export type useVoteCommentMutation = {
  response: useVoteCommentMutation$data;
  variables: useVoteCommentMutation$variables;
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
    "concreteType": "CommentPayload",
    "kind": "LinkedField",
    "name": "voteComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "comment",
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
    "name": "useVoteCommentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVoteCommentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6f5ee3be2af7c081f47d4003a4ea9d9278e47ec5571e81470d1551f4fe669e04",
    "metadata": {},
    "name": "useVoteCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dff981741958e384eea676a03205359d";

export default node;
