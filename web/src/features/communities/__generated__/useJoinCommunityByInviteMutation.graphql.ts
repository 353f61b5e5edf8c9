/**
 * @generated SignedSource<<097d8986b5b7b505716047b04ea5b985>>
 * @relayHash 28c8ec882c25c54897e98953b7424d83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 777d8550446f1b548c21784e720166ba5322835d7ae05c85a055687dce6b88e6

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
    "id": "777d8550446f1b548c21784e720166ba5322835d7ae05c85a055687dce6b88e6",
    "metadata": {},
    "name": "useJoinCommunityByInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "60314500a026796f324c4a4050f54af8";

export default node;
