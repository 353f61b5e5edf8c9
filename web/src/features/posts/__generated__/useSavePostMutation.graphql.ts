/**
 * @generated SignedSource<<cfb2715502169501723d6f13b9a834ce>>
 * @relayHash 19782e64065a32f2c6fcc9a675c3444d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e44381d5fe3eca7f74c3483a04efbd389ccd8462051eaf47ec4a6dcbb096145

import { ConcreteRequest } from 'relay-runtime';
export type SavePostInput = {
  postId: string;
  saved: boolean;
};
export type useSavePostMutation$variables = {
  input: SavePostInput;
};
export type useSavePostMutation$data = {
  readonly savePost: {
    readonly post: {
      readonly id: string;
      readonly saveCount: number;
      readonly viewerHasSaved: boolean;
    };
  };
};
export type useSavePostMutation = {
  response: useSavePostMutation$data;
  variables: useSavePostMutation$variables;
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
    "name": "useSavePostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSavePostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8e44381d5fe3eca7f74c3483a04efbd389ccd8462051eaf47ec4a6dcbb096145",
    "metadata": {},
    "name": "useSavePostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4f8347cd083e05de7dfb42c821b9033d";

export default node;
