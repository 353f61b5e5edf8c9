/**
 * @generated SignedSource<<f72fabf4e4b039c634bac7a5e16588ed>>
 * @relayHash 696205f179ee8c062a59f9a2f19a3dfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37365d671fb002fef5e77158295e296ff03bdbf645817df71f7d37a7509daef9

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
      readonly viewerIsFollowing: boolean;
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
    "id": "37365d671fb002fef5e77158295e296ff03bdbf645817df71f7d37a7509daef9",
    "metadata": {},
    "name": "useJoinCommunityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb2263537eedfd8d8fb7d4e5059a255a";

export default node;
