/**
 * @generated SignedSource<<34e13f118bd5ba097985a48f2999f6f0>>
 * @relayHash 09b0232f2af1b903b03eabc87e727a98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1f4a2f283a91aac4716273d1bf97688b3c182bcf1914929f3d4874ff5ba7837

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "GODMIN" | "MEMBER" | "%future added value";
export type MembersPanelSearchQuery$variables = {
  q: string;
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
    "id": "a1f4a2f283a91aac4716273d1bf97688b3c182bcf1914929f3d4874ff5ba7837",
    "metadata": {},
    "name": "MembersPanelSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2a7f4e28ead2d31e8dd23d3edd8f6384";

export default node;
