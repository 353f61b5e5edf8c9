/**
 * @generated SignedSource<<4741c6c5bd6ecc5565101aea2b89c6c7>>
 * @relayHash acd41ed7b862ccc5fe1269301bb01714
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffeebdb5c19c6d9f4317ed40791ff5e0fef286313da423783b4de83f7646f640

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeLeftSidebarPopularQuery$variables = {
  first: number;
};
export type HomeLeftSidebarPopularQuery$data = {
  readonly popularTopics: {
    readonly sectors: ReadonlyArray<{
      readonly name: string;
      readonly postCount: number;
    }>;
    readonly topics: ReadonlyArray<{
      readonly name: string;
      readonly postCount: number;
    }>;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_viewer">;
  } | null | undefined;
};
export type HomeLeftSidebarPopularQuery = {
  response: HomeLeftSidebarPopularQuery$data;
  variables: HomeLeftSidebarPopularQuery$variables;
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
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "postCount",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "first"
    }
  ],
  "concreteType": "PopularTopics",
  "kind": "LinkedField",
  "name": "popularTopics",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PopularEntry",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PopularEntry",
      "kind": "LinkedField",
      "name": "sectors",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v4 = [
  (v3/*:: as any*/),
  {
    "kind": "Literal",
    "name": "followType",
    "value": "TAG"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UserFollowsConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Follow",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__id",
        "storageKey": null
      }
    ]
  }
],
v7 = [
  "followType"
],
v8 = [
  (v3/*:: as any*/),
  {
    "kind": "Literal",
    "name": "followType",
    "value": "SECTOR"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeLeftSidebarPopularQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FollowTopicButton_viewer"
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
    "name": "HomeLeftSidebarPopularQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "tags",
            "args": (v4/*:: as any*/),
            "concreteType": "UserFollowsConnection",
            "kind": "LinkedField",
            "name": "follows",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "follows(first:50,followType:\"TAG\")"
          },
          {
            "alias": "tags",
            "args": (v4/*:: as any*/),
            "filters": (v7/*:: as any*/),
            "handle": "connection",
            "key": "FollowTopicButton_tags",
            "kind": "LinkedHandle",
            "name": "follows"
          },
          {
            "alias": "sectors",
            "args": (v8/*:: as any*/),
            "concreteType": "UserFollowsConnection",
            "kind": "LinkedField",
            "name": "follows",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "follows(first:50,followType:\"SECTOR\")"
          },
          {
            "alias": "sectors",
            "args": (v8/*:: as any*/),
            "filters": (v7/*:: as any*/),
            "handle": "connection",
            "key": "FollowTopicButton_sectors",
            "kind": "LinkedHandle",
            "name": "follows"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ffeebdb5c19c6d9f4317ed40791ff5e0fef286313da423783b4de83f7646f640",
    "metadata": {},
    "name": "HomeLeftSidebarPopularQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41ab9df29502b453860d6173e538c7f2";

export default node;
