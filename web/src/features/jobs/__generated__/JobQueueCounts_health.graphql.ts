/**
 * @generated SignedSource<<bb8843123083aa16c999dd83ac343a92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobState = "DEAD" | "DONE" | "RUNNING" | "WAITING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobQueueCounts_health$data = {
  readonly dead: number;
  readonly doneLastDay: number;
  readonly lastError: {
    readonly at: any | null | undefined;
    readonly kind: string;
    readonly message: string;
    readonly state: JobState;
  } | null | undefined;
  readonly oldestDueSeconds: number;
  readonly retrying: number;
  readonly running: number;
  readonly scheduled: number;
  readonly stalled: number;
  readonly waiting: number;
  readonly " $fragmentType": "JobQueueCounts_health";
};
export type JobQueueCounts_health$key = {
  readonly " $data"?: JobQueueCounts_health$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobQueueCounts_health">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobQueueCounts_health",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waiting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retrying",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "running",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stalled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "doneLastDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oldestDueSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobQueueError",
      "kind": "LinkedField",
      "name": "lastError",
      "plural": false,
      "selections": [
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
          "name": "message",
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
          "name": "at",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobQueueHealth",
  "abstractKey": null
};

(node as any).hash = "5ce29512e644b10a109972e32ce818ef";

export default node;
