/**
 * @generated SignedSource<<30f3a8a04caeb0dd75aaea48c119b562>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppealStatus = "OVERTURNED" | "PENDING" | "UPHELD" | "%future added value";
export type ModerationActionType = "APPEAL_DECISION" | "APPROVE_CONTENT" | "BAN" | "DISMISS_FLAGS" | "HIDE_CONTENT" | "REJECT_CONTENT" | "REMOVE_CONTENT" | "REPORT_ASSIGN" | "REPORT_STATUS" | "RESTORE_CONTENT" | "STRIKE_WARNING" | "TRUST_OVERRIDE" | "UNBAN" | "WARN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationLog_query$data = {
  readonly moderationLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actionId: number;
        readonly actor: {
          readonly displayName: string;
          readonly username: string | null | undefined;
        } | null | undefined;
        readonly appealStatus: AppealStatus | null | undefined;
        readonly banEndsAt: any | null | undefined;
        readonly banType: string | null | undefined;
        readonly commentExcerpt: string | null | undefined;
        readonly createdAt: any;
        readonly postTitle: string | null | undefined;
        readonly reason: string;
        readonly targetUser: {
          readonly displayName: string;
          readonly userId: number;
          readonly username: string | null | undefined;
        } | null | undefined;
        readonly type: ModerationActionType;
        readonly warningSeverity: number | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "ModerationLog_query";
};
export type ModerationLog_query$key = {
  readonly " $data"?: ModerationLog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationLog_query">;
};

import ModerationLogPaginationQuery_graphql from './ModerationLogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderationLog"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "user"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ModerationLogPaginationQuery_graphql
    }
  },
  "name": "ModerationLog_query",
  "selections": [
    {
      "alias": "moderationLog",
      "args": [
        {
          "kind": "Variable",
          "name": "targetUserId",
          "variableName": "user"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        }
      ],
      "concreteType": "QueryModerationLogConnection",
      "kind": "LinkedField",
      "name": "__ModerationLog_moderationLog_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryModerationLogConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ModerationLogEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reason",
                  "storageKey": null
                },
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
                  "name": "actor",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    (v2/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "targetUser",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "userId",
                      "storageKey": null
                    },
                    (v2/*:: as any*/),
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "postTitle",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "commentExcerpt",
                  "storageKey": null
                },
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
                  "name": "banEndsAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "warningSeverity",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "appealStatus",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "02dc2f50f634b9d7c2f41981e60615fb";

export default node;
