/**
 * @generated SignedSource<<6ea1695388c92459a5ca864d3c58095e>>
 * @relayHash 0bbf9476b980fe4b6ba27e6c60157a88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 710e53dca9fe776b11a6b8de643a06435d58228d4d3806b1827f7e2a0970c048

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMessageInput = {
  messageId: string;
};
export type useDeleteMessageMutation$variables = {
  input: DeleteMessageInput;
};
export type useDeleteMessageMutation$data = {
  readonly deleteMessage: {
    readonly message: {
      readonly content: string | null | undefined;
      readonly id: string;
      readonly isDeleted: boolean;
    };
  };
};
export type useDeleteMessageMutation = {
  response: useDeleteMessageMutation$data;
  variables: useDeleteMessageMutation$variables;
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
    "concreteType": "DeleteMessagePayload",
    "kind": "LinkedField",
    "name": "deleteMessage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "message",
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
            "name": "isDeleted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
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
    "name": "useDeleteMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "710e53dca9fe776b11a6b8de643a06435d58228d4d3806b1827f7e2a0970c048",
    "metadata": {},
    "name": "useDeleteMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "70a8b25743fde3ed05962d958b44c79f";

export default node;
