/**
 * @generated SignedSource<<d5ee9f397cf2d007aa66fd7c28f6f473>>
 * @relayHash 67f364de03093b2eb23407d94becf95d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1428605bc5c3124807b95955f23bd0f70b90ee294d50a2d715905275891807fb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedSort = "NEWEST" | "OLDEST" | "POPULAR" | "%future added value";
export type PostType = "DISCUSSION" | "ORGANIZING" | "POLL" | "QUESTION" | "STORY" | "%future added value";
export type HomePageQuery$variables = {
  campaign?: string | null | undefined;
  category?: string | null | undefined;
  count: number;
  postType?: PostType | null | undefined;
  search?: string | null | undefined;
  sector?: string | null | undefined;
  sort?: FeedSort | null | undefined;
  tag?: string | null | undefined;
  withFeaturedPoll: boolean;
  withFeed: boolean;
  withMyFeed: boolean;
  withTopSlots: boolean;
};
export type HomePageQuery$data = {
  readonly allFeed?: {
    readonly " $fragmentSpreads": FragmentRefs<"FeedList_query">;
  } | null | undefined;
  readonly featureFlags: {
    readonly feedHideMyFeedUntilFollow: boolean;
    readonly hotPostBanner: boolean;
    readonly minFollows: number;
    readonly topSlots: boolean;
  };
  readonly featuredPoll?: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WeeklyPollCard_post">;
  } | null | undefined;
  readonly myFeed?: {
    readonly " $fragmentSpreads": FragmentRefs<"MyFeedList_query">;
  } | null | undefined;
  readonly taxonomy: {
    readonly campaigns: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"CampaignFollowButton_campaign">;
    }>;
    readonly categories: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }>;
    readonly feedFilterSectors: ReadonlyArray<string>;
    readonly sectors: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }>;
  };
  readonly topSlots?: {
    readonly " $fragmentSpreads": FragmentRefs<"TopSlots_topSlots">;
  };
  readonly viewer: {
    readonly allFollows: {
      readonly totalCount: number;
    } | null | undefined;
    readonly id: string;
    readonly settings: {
      readonly ui: {
        readonly startHerePostDismissed: boolean;
        readonly welcomePostDismissed: boolean;
      };
    } | null | undefined;
    readonly userId: number;
    readonly " $fragmentSpreads": FragmentRefs<"FollowTopicButton_viewer">;
  } | null | undefined;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "campaign"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "postType"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sector"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tag"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withFeaturedPoll"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withFeed"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withMyFeed"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTopSlots"
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "UserSettings",
  "kind": "LinkedField",
  "name": "settings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UiSettings",
      "kind": "LinkedField",
      "name": "ui",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "welcomePostDismissed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startHerePostDismissed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v16 = {
  "alias": "allFollows",
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
    }
  ],
  "concreteType": "UserFollowsConnection",
  "kind": "LinkedField",
  "name": "follows",
  "plural": false,
  "selections": [
    (v15/*:: as any*/)
  ],
  "storageKey": "follows(first:1)"
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "FeatureFlags",
  "kind": "LinkedField",
  "name": "featureFlags",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topSlots",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hotPostBanner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedHideMyFeedUntilFollow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minFollows",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedFilterSectors",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v21 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/)
],
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "Sector",
  "kind": "LinkedField",
  "name": "sectors",
  "plural": true,
  "selections": (v21/*:: as any*/),
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": (v21/*:: as any*/),
  "storageKey": null
},
v24 = {
  "kind": "Variable",
  "name": "campaign",
  "variableName": "campaign"
},
v25 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v26 = {
  "kind": "Variable",
  "name": "count",
  "variableName": "count"
},
v27 = {
  "kind": "Variable",
  "name": "postType",
  "variableName": "postType"
},
v28 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v29 = {
  "kind": "Variable",
  "name": "sector",
  "variableName": "sector"
},
v30 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v31 = {
  "kind": "Variable",
  "name": "tag",
  "variableName": "tag"
},
v32 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v33 = [
  (v32/*:: as any*/),
  {
    "kind": "Literal",
    "name": "followType",
    "value": "TAG"
  }
],
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v36 = {
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
v37 = [
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
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          (v34/*:: as any*/)
        ],
        "storageKey": null
      },
      (v35/*:: as any*/)
    ],
    "storageKey": null
  },
  (v36/*:: as any*/),
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
v38 = [
  "followType"
],
v39 = [
  (v32/*:: as any*/),
  {
    "kind": "Literal",
    "name": "followType",
    "value": "SECTOR"
  }
],
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commentCount",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasBlocked",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasMuted",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerVote",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "concreteType": "Poll",
  "kind": "LinkedField",
  "name": "poll",
  "plural": false,
  "selections": [
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalVotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExpired",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "momentum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PollOption",
      "kind": "LinkedField",
      "name": "options",
      "plural": true,
      "selections": [
        (v12/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "index",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "voteCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percentage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFeatured",
      "storageKey": null
    },
    (v47/*:: as any*/)
  ],
  "storageKey": null
},
v49 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "count"
},
v50 = [
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v49/*:: as any*/),
  (v27/*:: as any*/),
  (v28/*:: as any*/),
  (v29/*:: as any*/),
  (v30/*:: as any*/),
  (v31/*:: as any*/)
],
v51 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Post",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v12/*:: as any*/),
      (v40/*:: as any*/),
      (v41/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "length",
            "value": 150
          }
        ],
        "kind": "ScalarField",
        "name": "excerpt",
        "storageKey": "excerpt(length:150)"
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "postType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tags",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isPinned",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isPinnedInCommunity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isWelcome",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isStartHere",
        "storageKey": null
      },
      (v42/*:: as any*/),
      (v43/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "author",
        "plural": false,
        "selections": [
          (v44/*:: as any*/),
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
            "name": "avatarColor",
            "storageKey": null
          },
          (v45/*:: as any*/),
          (v46/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Community",
        "kind": "LinkedField",
        "name": "community",
        "plural": false,
        "selections": [
          (v19/*:: as any*/),
          (v44/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "icon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPrivate",
            "storageKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "upvotes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "downvotes",
        "storageKey": null
      },
      (v47/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerHasSaved",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "saveCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanEdit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanDelete",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanPin",
        "storageKey": null
      },
      (v48/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sector",
        "storageKey": null
      },
      (v34/*:: as any*/)
    ],
    "storageKey": null
  },
  (v35/*:: as any*/)
],
v52 = [
  (v49/*:: as any*/),
  (v30/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FollowTopicButton_viewer"
          }
        ],
        "storageKey": null
      },
      (v17/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Taxonomy",
        "kind": "LinkedField",
        "name": "taxonomy",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Campaign",
            "kind": "LinkedField",
            "name": "campaigns",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v20/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CampaignFollowButton_campaign"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withTopSlots",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TopSlots",
            "kind": "LinkedField",
            "name": "topSlots",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TopSlots_topSlots"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withFeaturedPoll",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "featuredPoll",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WeeklyPollCard_post"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withFeed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v24/*:: as any*/),
                    (v25/*:: as any*/),
                    (v26/*:: as any*/),
                    (v27/*:: as any*/),
                    (v28/*:: as any*/),
                    (v29/*:: as any*/),
                    (v30/*:: as any*/),
                    (v31/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "FeedList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "allFeed"
          }
        ]
      },
      {
        "condition": "withMyFeed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v26/*:: as any*/),
                    (v30/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "MyFeedList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "myFeed"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v11/*:: as any*/),
      (v8/*:: as any*/),
      (v10/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": "tags",
            "args": (v33/*:: as any*/),
            "concreteType": "UserFollowsConnection",
            "kind": "LinkedField",
            "name": "follows",
            "plural": false,
            "selections": (v37/*:: as any*/),
            "storageKey": "follows(first:50,followType:\"TAG\")"
          },
          {
            "alias": "tags",
            "args": (v33/*:: as any*/),
            "filters": (v38/*:: as any*/),
            "handle": "connection",
            "key": "FollowTopicButton_tags",
            "kind": "LinkedHandle",
            "name": "follows"
          },
          {
            "alias": "sectors",
            "args": (v39/*:: as any*/),
            "concreteType": "UserFollowsConnection",
            "kind": "LinkedField",
            "name": "follows",
            "plural": false,
            "selections": (v37/*:: as any*/),
            "storageKey": "follows(first:50,followType:\"SECTOR\")"
          },
          {
            "alias": "sectors",
            "args": (v39/*:: as any*/),
            "filters": (v38/*:: as any*/),
            "handle": "connection",
            "key": "FollowTopicButton_sectors",
            "kind": "LinkedHandle",
            "name": "follows"
          }
        ],
        "storageKey": null
      },
      (v17/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Taxonomy",
        "kind": "LinkedField",
        "name": "taxonomy",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Campaign",
            "kind": "LinkedField",
            "name": "campaigns",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "followerCount",
                "storageKey": null
              },
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
        ],
        "storageKey": null
      },
      {
        "condition": "withTopSlots",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TopSlots",
            "kind": "LinkedField",
            "name": "topSlots",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TopSlot",
                "kind": "LinkedField",
                "name": "slots",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slot",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Post",
                    "kind": "LinkedField",
                    "name": "post",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v40/*:: as any*/),
                      (v41/*:: as any*/),
                      (v42/*:: as any*/),
                      (v43/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          (v44/*:: as any*/),
                          (v45/*:: as any*/),
                          (v46/*:: as any*/),
                          (v12/*:: as any*/)
                        ],
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
        ]
      },
      {
        "condition": "withFeaturedPoll",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "featuredPoll",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v40/*:: as any*/),
              (v41/*:: as any*/),
              (v48/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withFeed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v50/*:: as any*/),
            "concreteType": "QueryFeedConnection",
            "kind": "LinkedField",
            "name": "feed",
            "plural": false,
            "selections": [
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sortedByRelevance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryFeedConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v51/*:: as any*/),
                "storageKey": null
              },
              (v36/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v50/*:: as any*/),
            "filters": [
              "sort",
              "sector",
              "tag",
              "campaign",
              "category",
              "search",
              "postType"
            ],
            "handle": "connection",
            "key": "FeedList_feed",
            "kind": "LinkedHandle",
            "name": "feed"
          }
        ]
      },
      {
        "condition": "withMyFeed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v52/*:: as any*/),
            "concreteType": "QueryMyFeedConnection",
            "kind": "LinkedField",
            "name": "myFeed",
            "plural": false,
            "selections": [
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fallback",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryMyFeedConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v51/*:: as any*/),
                "storageKey": null
              },
              (v36/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v52/*:: as any*/),
            "filters": [
              "sort"
            ],
            "handle": "connection",
            "key": "MyFeedList_myFeed",
            "kind": "LinkedHandle",
            "name": "myFeed"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "1428605bc5c3124807b95955f23bd0f70b90ee294d50a2d715905275891807fb",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e05d07329920c722f8877a6abdd04cce";

export default node;
