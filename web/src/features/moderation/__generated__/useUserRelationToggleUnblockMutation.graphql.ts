/**
 * @generated SignedSource<<71b02f0b401e1d24ca589bc28797c546>>
 * @relayHash 5bc04884f35340353f1c1f4eedacf4e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7738863adb0e256d1bb566c165a32a282e59326992d8b80f9e30bcdad6858138

import { ConcreteRequest } from 'relay-runtime';
export type UserRelationInput = {
  userId: string;
};
export type useUserRelationToggleUnblockMutation$variables = {
  input: UserRelationInput;
};
export type useUserRelationToggleUnblockMutation$data = {
  readonly unblockUser: {
    readonly user: {
      readonly id: string;
      readonly viewerHasBlocked: boolean;
    };
  };
};
export type useUserRelationToggleUnblockMutation = {
  response: useUserRelationToggleUnblockMutation$data;
  variables: useUserRelationToggleUnblockMutation$variables;
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
    "concreteType": "UserRelationPayload",
    "kind": "LinkedField",
    "name": "unblockUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "viewerHasBlocked",
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
    "name": "useUserRelationToggleUnblockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserRelationToggleUnblockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7738863adb0e256d1bb566c165a32a282e59326992d8b80f9e30bcdad6858138",
    "metadata": {},
    "name": "useUserRelationToggleUnblockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "14b63704e903447335935a94a64727b6";

export default node;
