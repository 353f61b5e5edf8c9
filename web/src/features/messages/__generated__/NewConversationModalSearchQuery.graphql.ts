/**
 * @generated SignedSource<<91fccf490a2f5c515c8fdd069c3ba8a7>>
 * @relayHash 857a1c4c749e6752b7af14b17a432303
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c0390842557861d78a1053917aced1ec0eced96c8dc590d3f306720d4f4f86d

import { ConcreteRequest } from 'relay-runtime';
export type NewConversationModalSearchQuery$variables = {
  query: string;
};
export type NewConversationModalSearchQuery$data = {
  readonly usersByUsername: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarColor: string;
        readonly displayName: string;
        readonly id: string;
        readonly userId: number;
        readonly username: string | null | undefined;
      };
    }>;
  };
};
export type NewConversationModalSearchQuery = {
  response: NewConversationModalSearchQuery$data;
  variables: NewConversationModalSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 6
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "QueryUsersByUsernameConnection",
    "kind": "LinkedField",
    "name": "usersByUsername",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryUsersByUsernameConnectionEdge",
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
    "name": "NewConversationModalSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewConversationModalSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4c0390842557861d78a1053917aced1ec0eced96c8dc590d3f306720d4f4f86d",
    "metadata": {},
    "name": "NewConversationModalSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6e5d38c7f0489c738496824541607c66";

export default node;
