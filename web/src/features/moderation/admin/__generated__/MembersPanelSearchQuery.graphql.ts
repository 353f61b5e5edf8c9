/**
 * @generated SignedSource<<fe4132ec0bff381baa80b94e2477031c>>
 * @relayHash 8d56c367804e9e49da53f04facca3e2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2f8851fe492d8e184f76cae71ebc7817c9030a99bf7199aae184bbdad5c4f60

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "GODMIN" | "MEMBER" | "%future added value";
export type MembersPanelSearchQuery$variables = {
  q?: string | null | undefined;
};
export type MembersPanelSearchQuery$data = {
  readonly adminMemberSearch: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarColor: string;
        readonly displayName: string;
        readonly emailForAdmins: string | null | undefined;
        readonly id: string;
        readonly role: Role;
        readonly userId: number;
        readonly username: string | null | undefined;
      };
    }>;
  };
};
export type MembersPanelSearchQuery = {
  response: MembersPanelSearchQuery$data;
  variables: MembersPanelSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "q"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "q"
      }
    ],
    "concreteType": "QueryAdminMemberSearchConnection",
    "kind": "LinkedField",
    "name": "adminMemberSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryAdminMemberSearchConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "emailForAdmins",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
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
    "name": "MembersPanelSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPanelSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b2f8851fe492d8e184f76cae71ebc7817c9030a99bf7199aae184bbdad5c4f60",
    "metadata": {},
    "name": "MembersPanelSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "daf0de9c707bfce11b35efcfd8de52b3";

export default node;
