/**
 * @generated SignedSource<<08e8484b37a9a90634029b776d1e853f>>
 * @relayHash 394905f6e5cbc940356d440e7170a3b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbbe5b4679e018b202c2e895cef29b2c7f9b0d8c16ba9502ef637bc82fcf2ef5

import { ConcreteRequest } from 'relay-runtime';
export type FollowDirection = "FOLLOWERS" | "FOLLOWING" | "%future added value";
export type FollowListDialogQuery$variables = {
  direction: FollowDirection;
  key: string;
  page: number;
  perPage: number;
};
export type FollowListDialogQuery$data = {
  readonly memberFollows: {
    readonly hasMore: boolean;
    readonly hidden: number;
    readonly members: ReadonlyArray<{
      readonly avatarColor: string;
      readonly displayName: string;
      readonly id: string;
      readonly userId: number;
      readonly username: string | null | undefined;
      readonly workType: string;
    }>;
    readonly total: number;
  } | null | undefined;
};
export type FollowListDialogQuery = {
  response: FollowListDialogQuery$data;
  variables: FollowListDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "perPage"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "direction",
        "variableName": "direction"
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "perPage",
        "variableName": "perPage"
      }
    ],
    "concreteType": "MemberFollowsPage",
    "kind": "LinkedField",
    "name": "memberFollows",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MemberProfile",
        "kind": "LinkedField",
        "name": "members",
        "plural": true,
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
            "name": "userId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
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
            "name": "avatarColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "workType",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hidden",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasMore",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FollowListDialogQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FollowListDialogQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "fbbe5b4679e018b202c2e895cef29b2c7f9b0d8c16ba9502ef637bc82fcf2ef5",
    "metadata": {},
    "name": "FollowListDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3a7e87d8662a29b59bb79915164b3067";

export default node;
