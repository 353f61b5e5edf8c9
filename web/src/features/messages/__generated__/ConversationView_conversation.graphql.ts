/**
 * @generated SignedSource<<5c66c08e1f0609b2c49dfe46c485dff3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationView_conversation$data = {
  readonly conversationId: number;
  readonly id: string;
  readonly otherParticipant: {
    readonly avatarColor: string;
    readonly displayName: string;
    readonly id: string;
    readonly userId: number;
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly unreadCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationThread_conversation">;
  readonly " $fragmentType": "ConversationView_conversation";
};
export type ConversationView_conversation$key = {
  readonly " $data"?: ConversationView_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationView_conversation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "count"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationView_conversation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conversationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "otherParticipant",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avatarColor",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "count",
          "variableName": "count"
        }
      ],
      "kind": "FragmentSpread",
      "name": "ConversationThread_conversation"
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};
})();

(node as any).hash = "0f96c86a9d683d08c9118b6bd36a30de";

export default node;
