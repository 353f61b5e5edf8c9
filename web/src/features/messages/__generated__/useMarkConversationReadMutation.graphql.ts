/**
 * @generated SignedSource<<82d3f64b8886c3ae2c1950913c2f34f4>>
 * @relayHash f5e9338d4c34c19a8fd1c8c65fd2eef6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4e320707e39aba29c95ffeebe1ffa8a71008b3b0cdee73ec90cd1fea9be3ef7

import { ConcreteRequest } from 'relay-runtime';
export type MarkConversationReadInput = {
  conversationId: string;
};
export type useMarkConversationReadMutation$variables = {
  input: MarkConversationReadInput;
};
export type useMarkConversationReadMutation$data = {
  readonly markConversationRead: {
    readonly conversation: {
      readonly id: string;
      readonly unreadCount: number;
    };
    readonly unreadCounts: {
      readonly messages: number;
      readonly notificationsUnread: number;
      readonly notificationsUnseen: number;
    };
  };
};
export type useMarkConversationReadMutation = {
  response: useMarkConversationReadMutation$data;
  variables: useMarkConversationReadMutation$variables;
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
    "concreteType": "MarkConversationReadPayload",
    "kind": "LinkedField",
    "name": "markConversationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Conversation",
        "kind": "LinkedField",
        "name": "conversation",
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
            "name": "unreadCount",
            "storageKey": null
          }
        ],
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
    "name": "useMarkConversationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkConversationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f4e320707e39aba29c95ffeebe1ffa8a71008b3b0cdee73ec90cd1fea9be3ef7",
    "metadata": {},
    "name": "useMarkConversationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3a92d1286003c3de963818b319d48000";

export default node;
