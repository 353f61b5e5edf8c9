/**
 * @generated SignedSource<<d72dc310180a80d5938dcd86faa3815d>>
 * @relayHash f04a4fcfc54a8b405eaea6034bb46275
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6ef9ae9b29588b592405b2a980612f13ba92c11ca2af1a2d475ca226ea6abb1

import { ConcreteRequest } from 'relay-runtime';
export type ModerationAction = "ALLOW" | "REVIEW" | "%future added value";
export type UpdateCommentInput = {
  content: any;
  id: string;
};
export type useUpdateCommentMutation$variables = {
  input: UpdateCommentInput;
};
export type useUpdateCommentMutation$data = {
  readonly updateComment: {
    readonly action: ModerationAction;
    readonly comment: {
      readonly content: any | null | undefined;
      readonly contentText: string;
      readonly editedAt: any | null | undefined;
      readonly id: string;
    };
    readonly message: string | null | undefined;
  };
};
export type useUpdateCommentMutation = {
  response: useUpdateCommentMutation$data;
  variables: useUpdateCommentMutation$variables;
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
    "concreteType": "UpdateCommentPayload",
    "kind": "LinkedField",
    "name": "updateComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "action",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
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
            "name": "content",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editedAt",
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
    "name": "useUpdateCommentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateCommentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a6ef9ae9b29588b592405b2a980612f13ba92c11ca2af1a2d475ca226ea6abb1",
    "metadata": {},
    "name": "useUpdateCommentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1007d630aa809b63a6f6a137f5ca0fc";

export default node;
