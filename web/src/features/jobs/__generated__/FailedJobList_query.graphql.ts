/**
 * @generated SignedSource<<f6d747a13e54bd94afa24463a41f9a35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FailedJobState = "DEAD" | "RETRYING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FailedJobList_query$data = {
  readonly jobQueue: {
    readonly deadJobs: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly attempts: number;
          readonly createdAt: any;
          readonly finishedAt: any | null | undefined;
          readonly id: string;
          readonly jobId: number;
          readonly kind: string;
          readonly lastError: string | null | undefined;
          readonly maxAttempts: number;
          readonly runAt: any | null | undefined;
          readonly state: FailedJobState;
        };
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "FailedJobList_query";
};
export type FailedJobList_query$key = {
  readonly " $data"?: FailedJobList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FailedJobList_query">;
};

import FailedJobListPaginationQuery_graphql from './FailedJobListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "jobQueue",
  "deadJobs"
];
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
      "operation": FailedJobListPaginationQuery_graphql
    }
  },
  "name": "FailedJobList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "JobQueueHealth",
      "kind": "LinkedField",
      "name": "jobQueue",
      "plural": false,
      "selections": [
        {
          "alias": "deadJobs",
          "args": null,
          "concreteType": "JobQueueHealthDeadJobsConnection",
          "kind": "LinkedField",
          "name": "__FailedJobList_deadJobs_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "JobQueueHealthDeadJobsConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "FailedJob",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "jobId",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "kind",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "state",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "attempts",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "maxAttempts",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "lastError",
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
                      "kind": "ScalarField",
                      "name": "finishedAt",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "runAt",
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

(node as any).hash = "a998e0e003834128f76bca6d7f56c8b3";

export default node;
