/**
 * @generated SignedSource<<f3cd387607e8cd8d55fdf50b3851bae5>>
 * @relayHash addd1757ad2e717291f88c3d3cfd020b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab35870e6964a77313a7f1a595a6d8d4a3cd9e2f82683acc9ce5a131213cd708

import { ConcreteRequest } from 'relay-runtime';
export type PinPostInput = {
  id: string;
  pinned: boolean;
};
export type usePinPostMutation$variables = {
  input: PinPostInput;
};
export type usePinPostMutation$data = {
  readonly pinPost: {
    readonly post: {
      readonly id: string;
      readonly isPinned: boolean;
    };
  };
};
export type usePinPostMutation = {
  response: usePinPostMutation$data;
  variables: usePinPostMutation$variables;
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
    "name": "pinPost",
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
            "name": "isPinned",
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
    "name": "usePinPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePinPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ab35870e6964a77313a7f1a595a6d8d4a3cd9e2f82683acc9ce5a131213cd708",
    "metadata": {},
    "name": "usePinPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2d3b207d6000cdb9f8d41eb2e41539b4";

export default node;
