/**
 * @generated SignedSource<<d021a0715d9adf6c21fc2c141b0eb7db>>
 * @relayHash 6ce35ca965626f44750a0f1d0cb35e40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a1ce833800aa10b3ea54cb91aa25b151fd945c1af7aca11c2a9dec35e1b991a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestedCommunitiesQuery$variables = {
  first: number;
};
export type SuggestedCommunitiesQuery$data = {
  readonly suggestedCommunities: ReadonlyArray<{
    readonly displayName: string;
    readonly icon: string | null | undefined;
    readonly id: string;
    readonly isPrivate: boolean;
    readonly memberCount: number;
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"JoinCommunityButton_community">;
  }>;
};
export type SuggestedCommunitiesQuery = {
  response: SuggestedCommunitiesQuery$data;
  variables: SuggestedCommunitiesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icon",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPrivate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestedCommunitiesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "suggestedCommunities",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "JoinCommunityButton_community"
          }
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
    "name": "SuggestedCommunitiesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "suggestedCommunities",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5a1ce833800aa10b3ea54cb91aa25b151fd945c1af7aca11c2a9dec35e1b991a",
    "metadata": {},
    "name": "SuggestedCommunitiesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "785c16e10667ef2ab2598c851bebf299";

export default node;
