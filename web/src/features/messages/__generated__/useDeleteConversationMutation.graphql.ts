/**
 * @generated SignedSource<<377c3f58da17973d53edfbcb4e69d03e>>
 * @relayHash f7f986b8801d4e3ea2d796428147a3f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d76d0c649f602cf7bd4286351960a7ffaa58ec3b55824f8694c211b565f9f74

import { ConcreteRequest } from 'relay-runtime';
export type DeleteConversationInput = {
  conversationId: string;
};
export type useDeleteConversationMutation$variables = {
  input: DeleteConversationInput;
};
export type useDeleteConversationMutation$data = {
  readonly deleteConversation: {
    readonly deletedConversationId: string;
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type useDeleteConversationMutation = {
  response: useDeleteConversationMutation$data;
  variables: useDeleteConversationMutation$variables;
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
    "concreteType": "DeleteConversationPayload",
    "kind": "LinkedField",
    "name": "deleteConversation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedConversationId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UnreadCounts",
        "kind": "LinkedField",
        "name": "unreadCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "messages",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notificationsUnseen",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notificationsUnread",
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
    "name": "useDeleteConversationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteConversationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2d76d0c649f602cf7bd4286351960a7ffaa58ec3b55824f8694c211b565f9f74",
    "metadata": {},
    "name": "useDeleteConversationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a769ba46700f595f48d046e3db88723";

export default node;
