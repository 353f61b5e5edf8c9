/**
 * @generated SignedSource<<5f120696cda5d7c7b58ca646d0614426>>
 * @relayHash 735673753d62f575938e83fc3aa68064
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04cd5fadf8c4adf79292b652b91dc36e9f33d4cd74dfe7b32c08f6c25092c2fb

import { ConcreteRequest } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type CommunityKeyInput = {
  communityId?: string | null | undefined;
  slug?: string | null | undefined;
};
export type useLeaveCommunityMutation$variables = {
  input: CommunityKeyInput;
};
export type useLeaveCommunityMutation$data = {
  readonly leaveCommunity: {
    readonly changed: boolean;
    readonly community: {
      readonly id: string;
      readonly memberCount: number;
      readonly viewerCanModerate: boolean;
      readonly viewerIsMember: boolean;
      readonly viewerRole: CommunityRole | null | undefined;
    };
    readonly message: string;
  };
};
export type useLeaveCommunityMutation = {
  response: useLeaveCommunityMutation$data;
  variables: useLeaveCommunityMutation$variables;
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
    "concreteType": "CommunityMembershipPayload",
    "kind": "LinkedField",
    "name": "leaveCommunity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changed",
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
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
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
            "name": "memberCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsMember",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanModerate",
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
    "name": "useLeaveCommunityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeaveCommunityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "04cd5fadf8c4adf79292b652b91dc36e9f33d4cd74dfe7b32c08f6c25092c2fb",
    "metadata": {},
    "name": "useLeaveCommunityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c84d4cac0e08f388481547b1f06a1052";

export default node;
