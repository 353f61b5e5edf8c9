/**
 * @generated SignedSource<<beb2a5ed2f0c689068510d98d8b82040>>
 * @relayHash 999a74e49c8e4b98ffe08693457847fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f515983323820676e10a365512a5e02305afcc5845ad762e11954811904d5df3

import { ConcreteRequest } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type CommunityKeyInput = {
  communityId?: string | null | undefined;
  slug?: string | null | undefined;
};
export type useJoinCommunityMutation$variables = {
  input: CommunityKeyInput;
};
export type useJoinCommunityMutation$data = {
  readonly joinCommunity: {
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
export type useJoinCommunityMutation = {
  response: useJoinCommunityMutation$data;
  variables: useJoinCommunityMutation$variables;
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
    "name": "joinCommunity",
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
    "name": "useJoinCommunityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useJoinCommunityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f515983323820676e10a365512a5e02305afcc5845ad762e11954811904d5df3",
    "metadata": {},
    "name": "useJoinCommunityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "50b1e39f1fe576c23d7a59074871f281";

export default node;
