/**
 * @generated SignedSource<<b43b076165e39392044c6e077c88c3c6>>
 * @relayHash 71b8a09c12ee8473ce6a5854ec4e48ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02eb845813b2461e206831182b5b1905b0d76ef07b41ae9b301f6958e8a1d0d7

import { ConcreteRequest } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type CommunityModeratorInput = {
  communityId: string;
  userId: string;
};
export type useAppointModeratorMutation$variables = {
  input: CommunityModeratorInput;
};
export type useAppointModeratorMutation$data = {
  readonly appointModerator: {
    readonly member: {
      readonly role: CommunityRole;
      readonly user: {
        readonly id: string;
      };
    };
  };
};
export type useAppointModeratorMutation = {
  response: useAppointModeratorMutation$data;
  variables: useAppointModeratorMutation$variables;
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
    "name": "appointModerator",
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
    "name": "useAppointModeratorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAppointModeratorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "02eb845813b2461e206831182b5b1905b0d76ef07b41ae9b301f6958e8a1d0d7",
    "metadata": {},
    "name": "useAppointModeratorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0cb735d6e73f97ccb0cfcb7e5c6f4616";

export default node;
