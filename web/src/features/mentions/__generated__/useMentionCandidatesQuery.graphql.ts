/**
 * @generated SignedSource<<13b9779f46afb7c303534d682ea29d22>>
 * @relayHash 90441675283d45c0be29b1dfbe8a608e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65ec0a0627fd0882be32397cbdd0fd325d4280a182e92ffc8aeffc19866de9b1

import { ConcreteRequest } from 'relay-runtime';
export type useMentionCandidatesQuery$variables = {
  communityId?: string | null | undefined;
  prefix: string;
};
export type useMentionCandidatesQuery$data = {
  readonly mentionCandidates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly avatarColor: string;
        readonly displayName: string;
        readonly id: string;
        readonly username: string | null | undefined;
      };
    }>;
  };
};
export type useMentionCandidatesQuery = {
  response: useMentionCandidatesQuery$data;
  variables: useMentionCandidatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "communityId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "prefix"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "communityId",
        "variableName": "communityId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 8
      },
      {
        "kind": "Variable",
        "name": "prefix",
        "variableName": "prefix"
      }
    ],
    "concreteType": "QueryMentionCandidatesConnection",
    "kind": "LinkedField",
    "name": "mentionCandidates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryMentionCandidatesConnectionEdge",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMentionCandidatesQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useMentionCandidatesQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "65ec0a0627fd0882be32397cbdd0fd325d4280a182e92ffc8aeffc19866de9b1",
    "metadata": {},
    "name": "useMentionCandidatesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "edd577b498dd5fd7619cfcf819485a63";

export default node;
