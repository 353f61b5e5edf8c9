/**
 * @generated SignedSource<<eb056cc12195c9a05aff4c1071a42182>>
 * @relayHash 442f2fbf16bfe37c874150863fd664cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a41b581b00c8a120b71b4094da90e5d152a741d7eb7dd2a023a4e33b93b41fd

import { ConcreteRequest } from 'relay-runtime';
export type SavePostInput = {
  postId: string;
  saved: boolean;
};
export type savePostMutation$variables = {
  input: SavePostInput;
};
export type savePostMutation$data = {
  readonly savePost: {
    readonly post: {
      readonly id: string;
      readonly saveCount: number;
      readonly viewerHasSaved: boolean;
    };
  };
};
export type savePostMutation = {
  response: savePostMutation$data;
  variables: savePostMutation$variables;
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
    "name": "savePost",
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
            "name": "viewerHasSaved",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "saveCount",
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
    "name": "savePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2a41b581b00c8a120b71b4094da90e5d152a741d7eb7dd2a023a4e33b93b41fd",
    "metadata": {},
    "name": "savePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3f2f675fad698f3608ac8c9c39ff9e90";

export default node;
