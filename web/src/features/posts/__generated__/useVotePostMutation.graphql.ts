/**
 * @generated SignedSource<<ac5a7b8ca2ad6d9c1c47cc55ad5b2108>>
 * @relayHash 1f1410e6f5ddd9026715f63098aa5f0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 176f21d121442426e0269224b68da346501b2f0411b50be0bcc10cb5ed310dd9

import { ConcreteRequest } from 'relay-runtime';
export type VoteDirection = "DOWN" | "UP" | "%future added value";
export type VotePostInput = {
  postId: string;
  vote?: VoteDirection | null | undefined;
};
export type useVotePostMutation$variables = {
  input: VotePostInput;
};
export type useVotePostMutation$data = {
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
export type useVotePostMutation = {
  response: useVotePostMutation$data;
  variables: useVotePostMutation$variables;
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
    "name": "useVotePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVotePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "176f21d121442426e0269224b68da346501b2f0411b50be0bcc10cb5ed310dd9",
    "metadata": {},
    "name": "useVotePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "95933132af7631ffbde0f4baa0f12622";

export default node;
