/**
 * @generated SignedSource<<60d1a516e7550015feff9ba135beca69>>
 * @relayHash d1ef0fe56015406dee5da74b006cf272
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16b4a1d64817e554120f9f8837c968d3f2ee1db8378f82bec664be374be3dcc3

import { ConcreteRequest } from 'relay-runtime';
export type userRelationsQuery$variables = {
  id: string;
};
export type userRelationsQuery$data = {
  readonly node: {
    readonly viewerHasBlocked?: boolean;
    readonly viewerHasMuted?: boolean;
  } | null | undefined;
};
export type userRelationsQuery = {
  response: userRelationsQuery$data;
  variables: userRelationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasBlocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasMuted",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "userRelationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "userRelationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "16b4a1d64817e554120f9f8837c968d3f2ee1db8378f82bec664be374be3dcc3",
    "metadata": {},
    "name": "userRelationsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5e92051782a72a62ff65628c6886cd8";

export default node;
