/**
 * @generated SignedSource<<5f05c1a8217dc984649cbd33a2dc0d57>>
 * @relayHash 4fb3100d9cd908a89cefccb4082718e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a87b2380c053e43308cb67ffe3ced38c2cfeaf64582475912d9e69b424b13b34

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedSuggestionsMembersQuery$variables = {
  first: number;
};
export type FeedSuggestionsMembersQuery$data = {
  readonly suggestedMembers: ReadonlyArray<{
    readonly avatarColor: string;
    readonly displayName: string;
    readonly followerCount: number;
    readonly id: string;
    readonly userId: number;
    readonly username: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"FollowMemberButton_user">;
  }>;
};
export type FeedSuggestionsMembersQuery = {
  response: FeedSuggestionsMembersQuery$data;
  variables: FeedSuggestionsMembersQuery$variables;
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
  "name": "userId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarColor",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "followerCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedSuggestionsMembersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "suggestedMembers",
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
            "name": "FollowMemberButton_user"
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
    "name": "FeedSuggestionsMembersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "suggestedMembers",
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
            "name": "viewerIsFollowing",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a87b2380c053e43308cb67ffe3ced38c2cfeaf64582475912d9e69b424b13b34",
    "metadata": {},
    "name": "FeedSuggestionsMembersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eb3582400f34d380e4229c752dbaf53b";

export default node;
