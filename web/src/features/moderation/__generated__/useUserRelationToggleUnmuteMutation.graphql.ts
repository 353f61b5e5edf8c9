/**
 * @generated SignedSource<<5a5eaa51782d049ea7288a87b91fc2e5>>
 * @relayHash 491c9c46e39d424da9a284cd0c31d3c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa5d335d21a58e27620d02347c71b0150ce85baebf2cb882102b247f198506c9

import { ConcreteRequest } from 'relay-runtime';
export type UserRelationInput = {
  userId: string;
};
export type useUserRelationToggleUnmuteMutation$variables = {
  input: UserRelationInput;
};
export type useUserRelationToggleUnmuteMutation$data = {
  readonly unmuteUser: {
    readonly user: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  };
};
export type useUserRelationToggleUnmuteMutation = {
  response: useUserRelationToggleUnmuteMutation$data;
  variables: useUserRelationToggleUnmuteMutation$variables;
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
    "name": "unmuteUser",
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
            "name": "viewerHasMuted",
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
    "name": "useUserRelationToggleUnmuteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserRelationToggleUnmuteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fa5d335d21a58e27620d02347c71b0150ce85baebf2cb882102b247f198506c9",
    "metadata": {},
    "name": "useUserRelationToggleUnmuteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1b6b1c0d9d37f1fd71f18ba6b3e4e8ec";

export default node;
