/**
 * @generated SignedSource<<3fc54ed18c0b869b233f5a0964eec2c8>>
 * @relayHash 92ad37e027de96e2a1acfe24f5b0ae5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ec5225f1e029f35e972b0aa9a47fb925acfed0c955616729023dfe0aec27649

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BanType = "PERMANENT" | "SHADOW" | "TEMPORARY" | "%future added value";
export type Role = "ADMIN" | "GODMIN" | "MEMBER" | "%future added value";
export type MembersPanelSummaryQuery$variables = {
  userId: string;
};
export type MembersPanelSummaryQuery$data = {
  readonly moderationSummary: {
    readonly activeBan: {
      readonly banType: BanType;
      readonly expiresAt: any | null | undefined;
      readonly reason: string;
    } | null | undefined;
    readonly bans: {
      readonly total: number;
    };
    readonly flags: {
      readonly againstContent: number;
      readonly againstContentOpen: number;
      readonly againstContentUpheld: number;
      readonly filed: number;
    };
    readonly isShadowBanned: boolean;
    readonly member: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OrganizerGrantForm_user">;
    };
    readonly recentActions: ReadonlyArray<{
      readonly actionId: number;
      readonly actorUsername: string | null | undefined;
      readonly createdAt: any;
      readonly reason: string;
      readonly type: string;
    }>;
    readonly reports: {
      readonly against: number;
      readonly againstOpen: number;
      readonly againstUpheld: number;
      readonly filed: number;
    };
    readonly trustLevel: string;
    readonly trustScore: number | null | undefined;
    readonly trustScoreOverride: number | null | undefined;
    readonly user: {
      readonly createdAt: any;
      readonly displayName: string | null | undefined;
      readonly emailVerified: boolean;
      readonly role: Role;
      readonly userId: number;
      readonly username: string | null | undefined;
    };
    readonly warnings: {
      readonly active: number;
      readonly recent: ReadonlyArray<{
        readonly createdAt: any;
        readonly reason: string;
        readonly severity: number;
        readonly severityLabel: string;
        readonly struckAt: any | null | undefined;
        readonly warningId: number;
        readonly warningType: string;
      }>;
      readonly total: number;
      readonly unacknowledged: number;
    };
  };
};
export type MembersPanelSummaryQuery = {
  response: MembersPanelSummaryQuery$data;
  variables: MembersPanelSummaryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
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
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ModerationSummaryUser",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
      "name": "role",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trustScore",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trustLevel",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trustScoreOverride",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isShadowBanned",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ModerationSummaryActiveBan",
  "kind": "LinkedField",
  "name": "activeBan",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "banType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ModerationSummaryWarnings",
  "kind": "LinkedField",
  "name": "warnings",
  "plural": false,
  "selections": [
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unacknowledged",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationSummaryWarning",
      "kind": "LinkedField",
      "name": "recent",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "warningId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "warningType",
          "storageKey": null
        },
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "severity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "severityLabel",
          "storageKey": null
        },
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "struckAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ModerationSummaryBans",
  "kind": "LinkedField",
  "name": "bans",
  "plural": false,
  "selections": [
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "filed",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ModerationSummaryReports",
  "kind": "LinkedField",
  "name": "reports",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "against",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "againstOpen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "againstUpheld",
      "storageKey": null
    },
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "ModerationSummaryFlags",
  "kind": "LinkedField",
  "name": "flags",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "againstContent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "againstContentOpen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "againstContentUpheld",
      "storageKey": null
    },
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "ModerationSummaryAction",
  "kind": "LinkedField",
  "name": "recentActions",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    (v10/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorUsername",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MembersPanelSummaryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ModerationSummary",
        "kind": "LinkedField",
        "name": "moderationSummary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "member",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizerGrantForm_user"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/)
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
    "name": "MembersPanelSummaryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ModerationSummary",
        "kind": "LinkedField",
        "name": "moderationSummary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "member",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrganizerProfile",
                "kind": "LinkedField",
                "name": "organizerProfile",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "organization",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bio",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expertise",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SocialLink",
                    "kind": "LinkedField",
                    "name": "socialLinks",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9ec5225f1e029f35e972b0aa9a47fb925acfed0c955616729023dfe0aec27649",
    "metadata": {},
    "name": "MembersPanelSummaryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cb7ecaef9b62b35cfbcfe6f3eb5af323";

export default node;
