/**
 * @generated SignedSource<<0b58a97a64f883883552d511fb118eee>>
 * @relayHash 6b85951ec55b3c74721887bcd944ab0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b94bd41d3321e650eea7f5b21a0d76aadc7605f340c6f943bb8d29dd477a5e8

import { ConcreteRequest } from 'relay-runtime';
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "filed",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationSummaryUser",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
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
            "name": "role",
            "storageKey": null
          },
          (v1/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trustScore",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trustLevel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trustScoreOverride",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isShadowBanned",
        "storageKey": null
      },
      {
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationSummaryWarnings",
        "kind": "LinkedField",
        "name": "warnings",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
              (v2/*:: as any*/),
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
              (v1/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationSummaryBans",
        "kind": "LinkedField",
        "name": "bans",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          (v2/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actorUsername",
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
    "name": "MembersPanelSummaryQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPanelSummaryQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "4b94bd41d3321e650eea7f5b21a0d76aadc7605f340c6f943bb8d29dd477a5e8",
    "metadata": {},
    "name": "MembersPanelSummaryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9178428f5c088c9420e02e0eebf03b25";

export default node;
