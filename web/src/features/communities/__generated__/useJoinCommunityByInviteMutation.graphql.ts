/**
 * @generated SignedSource<<b90ee87d481192b2e4fa7f5fa9729b05>>
 * @relayHash bcec24144b3818b6a395c75b5e51315f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c88bdf6b8ad9f77d49204c891711ef4c842026a556d82dae1d6fcabd8e54bfb

import { ConcreteRequest } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
export type JoinCommunityByInviteInput = {
  code: string;
};
export type useJoinCommunityByInviteMutation$variables = {
  input: JoinCommunityByInviteInput;
};
export type useJoinCommunityByInviteMutation$data = {
  readonly joinCommunityByInvite: {
    readonly changed: boolean;
    readonly community: {
      readonly displayName: string;
      readonly id: string;
      readonly isPrivate: boolean;
      readonly memberCount: number;
      readonly slug: string;
      readonly viewerCanModerate: boolean;
      readonly viewerIsFollowing: boolean;
      readonly viewerIsMember: boolean;
      readonly viewerRole: CommunityRole | null | undefined;
    };
    readonly message: string;
  };
};
export type useJoinCommunityByInviteMutation = {
  response: useJoinCommunityByInviteMutation$data;
  variables: useJoinCommunityByInviteMutation$variables;
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
    "name": "joinCommunityByInvite",
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
            "name": "slug",
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
            "name": "isPrivate",
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
    "name": "useJoinCommunityByInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useJoinCommunityByInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7c88bdf6b8ad9f77d49204c891711ef4c842026a556d82dae1d6fcabd8e54bfb",
    "metadata": {},
    "name": "useJoinCommunityByInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "19b13a645d424feae5f47134c1f7a038";

export default node;
