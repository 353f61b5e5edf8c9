/**
 * @generated SignedSource<<563c37ae4ce5414f8d4f1422aaa92da3>>
 * @relayHash 17dc2983dc7278abc38ae5431e623018
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dccb5afd256e73479dfb30a86492db55d93ad97125fc2440ca015ebfe700f8d8

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
      readonly viewerIsFollowing: boolean;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsFollowing",
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
    "id": "dccb5afd256e73479dfb30a86492db55d93ad97125fc2440ca015ebfe700f8d8",
    "metadata": {},
    "name": "useLeaveCommunityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27a7bb8d8a511a90116bd1c7695cad4a";

export default node;
