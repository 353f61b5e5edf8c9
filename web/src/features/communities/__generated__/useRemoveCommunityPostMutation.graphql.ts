/**
 * @generated SignedSource<<a7af8619679f27b0553632d0f5a2a5b8>>
 * @relayHash bb4084c4580ef892546d80af5c802be3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85bd5d191ed81386cc3a1b67920cb4d0c6ce2ebe1ed60bff47aee1799f10183f

import { ConcreteRequest } from 'relay-runtime';
export type RemoveCommunityPostInput = {
  postId: string;
  reason: string;
};
export type useRemoveCommunityPostMutation$variables = {
  input: RemoveCommunityPostInput;
};
export type useRemoveCommunityPostMutation$data = {
  readonly removeCommunityPost: {
    readonly community: {
      readonly id: string;
      readonly postCount: number;
    };
    readonly removedPostId: string;
  };
};
export type useRemoveCommunityPostMutation = {
  response: useRemoveCommunityPostMutation$data;
  variables: useRemoveCommunityPostMutation$variables;
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
    "concreteType": "RemoveCommunityPostPayload",
    "kind": "LinkedField",
    "name": "removeCommunityPost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedPostId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
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
            "name": "postCount",
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
    "name": "useRemoveCommunityPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCommunityPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "85bd5d191ed81386cc3a1b67920cb4d0c6ce2ebe1ed60bff47aee1799f10183f",
    "metadata": {},
    "name": "useRemoveCommunityPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6519352317030c3b29da447eb2db024";

export default node;
