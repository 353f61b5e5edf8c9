/**
 * @generated SignedSource<<f0ccc1439b16fa33d8ffbeed789b0169>>
 * @relayHash 36672c21f9f66dad0c09f43985e8efa6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1560b85f26722daa3a5ba721d4752d8ffb60040fa92dda6849c818b151c9c4e9

import { ConcreteRequest } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type CommunityModeratorInput = {
  communityId: string;
  userId: string;
};
export type useRemoveModeratorMutation$variables = {
  input: CommunityModeratorInput;
};
export type useRemoveModeratorMutation$data = {
  readonly removeModerator: {
    readonly member: {
      readonly role: CommunityRole;
      readonly user: {
        readonly id: string;
      };
    };
  };
};
export type useRemoveModeratorMutation = {
  response: useRemoveModeratorMutation$data;
  variables: useRemoveModeratorMutation$variables;
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
    "concreteType": "CommunityMemberPayload",
    "kind": "LinkedField",
    "name": "removeModerator",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CommunityMember",
        "kind": "LinkedField",
        "name": "member",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
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
              }
            ],
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
    "name": "useRemoveModeratorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveModeratorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1560b85f26722daa3a5ba721d4752d8ffb60040fa92dda6849c818b151c9c4e9",
    "metadata": {},
    "name": "useRemoveModeratorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb6b4af147a575ab3d1edaa20d402a35";

export default node;
