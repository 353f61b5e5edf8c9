/**
 * @generated SignedSource<<aef5bc3818ec20ed028f0f40ec736ac7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppealStatus = "OVERTURNED" | "PENDING" | "UPHELD" | "%future added value";
export type ModerationActionType = "APPEAL_DECISION" | "APPROVE_CONTENT" | "BAN" | "DISMISS_FLAGS" | "HIDE_CONTENT" | "REJECT_CONTENT" | "REMOVE_CONTENT" | "REPORT_ASSIGN" | "REPORT_STATUS" | "RESTORE_CONTENT" | "STRIKE_WARNING" | "TRUST_OVERRIDE" | "UNBAN" | "WARN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyModerationActions_query$data = {
  readonly myModerationActions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly actionId: number;
        readonly appeal: {
          readonly appealId: number;
          readonly createdAt: any;
          readonly decidedAt: any | null | undefined;
          readonly decisionReason: string | null | undefined;
          readonly status: AppealStatus;
          readonly text: string;
        } | null | undefined;
        readonly appealDeadline: any;
        readonly banEndsAt: any | null | undefined;
        readonly banType: string | null | undefined;
        readonly canAppeal: boolean;
        readonly commentExcerpt: string | null | undefined;
        readonly createdAt: any;
        readonly postTitle: string | null | undefined;
        readonly postUrlId: string | null | undefined;
        readonly reason: string;
        readonly type: ModerationActionType;
        readonly warningSeverity: number | null | undefined;
        readonly warningType: string | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "MyModerationActions_query";
};
export type MyModerationActions_query$key = {
  readonly " $data"?: MyModerationActions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyModerationActions_query">;
};

import MyModerationActionsPaginationQuery_graphql from './MyModerationActionsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "myModerationActions"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
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
      "operation": MyModerationActionsPaginationQuery_graphql
    }
  },
  "name": "MyModerationActions_query",
  "selections": [
    {
      "alias": "myModerationActions",
      "args": null,
      "concreteType": "QueryMyModerationActionsConnection",
      "kind": "LinkedField",
      "name": "__MyModerationActions_myModerationActions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryMyModerationActionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AccountAction",
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
                (v1/*:: as any*/),
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
                  "name": "postUrlId",
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
                  "name": "warningType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "canAppeal",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "appealDeadline",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "MyAppeal",
                  "kind": "LinkedField",
                  "name": "appeal",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "appealId",
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
                      "name": "text",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "decisionReason",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "decidedAt",
                      "storageKey": null
                    },
                    (v1/*:: as any*/)
                  ],
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

(node as any).hash = "d902a9b0847360258ccc51a2d21141a5";

export default node;
