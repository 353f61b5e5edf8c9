/**
 * @generated SignedSource<<09f50966720a66266abaedf36aa77315>>
 * @relayHash 96802db4ea2b7518c07fee58832439ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc317c0cd72a45f6b6b1bce73292f9f8f237fce0635d2ede443dbf7fcb8a0c0a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedSuggestionsCommunitiesQuery$variables = {
  first: number;
};
export type FeedSuggestionsCommunitiesQuery$data = {
  readonly suggestedCommunities: ReadonlyArray<{
    readonly description: string;
    readonly displayName: string;
    readonly icon: string | null | undefined;
    readonly id: string;
    readonly isPrivate: boolean;
    readonly memberCount: number;
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"JoinCommunityButton_community">;
  }>;
};
export type FeedSuggestionsCommunitiesQuery = {
  response: FeedSuggestionsCommunitiesQuery$data;
  variables: FeedSuggestionsCommunitiesQuery$variables;
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
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icon",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPrivate",
  "storageKey": null
},
v8 = {
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
    "name": "FeedSuggestionsCommunitiesQuery",
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
          (v8/*:: as any*/),
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
    "name": "FeedSuggestionsCommunitiesQuery",
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
          (v8/*:: as any*/),
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
    "id": "cc317c0cd72a45f6b6b1bce73292f9f8f237fce0635d2ede443dbf7fcb8a0c0a",
    "metadata": {},
    "name": "FeedSuggestionsCommunitiesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cf6c5f67b873c3c13405059e0646387e";

export default node;
