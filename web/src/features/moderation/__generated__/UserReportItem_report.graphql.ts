/**
 * @generated SignedSource<<58ccdf17b307bb1cfb7b6d523ba0d376>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserReportHistoryAction = "ASSIGNMENT" | "STATUS_CHANGE" | "%future added value";
export type UserReportStatus = "DISMISSED" | "OPEN" | "RESOLVED" | "REVIEWING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserReportItem_report$data = {
  readonly assignedTo: {
    readonly displayName: string;
    readonly userId: number;
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly createdAt: any;
  readonly details: string | null | undefined;
  readonly history: ReadonlyArray<{
    readonly action: UserReportHistoryAction;
    readonly actor: {
      readonly displayName: string;
      readonly userId: number;
      readonly username: string | null | undefined;
    } | null | undefined;
    readonly assignedToId: number | null | undefined;
    readonly createdAt: any;
    readonly entryId: number;
    readonly fromStatus: UserReportStatus | null | undefined;
    readonly notes: string | null | undefined;
    readonly toStatus: UserReportStatus | null | undefined;
  }> | null | undefined;
  readonly id: string;
  readonly reason: string;
  readonly reasonLabel: string;
  readonly reportId: number;
  readonly reportedUser: {
    readonly displayName: string;
    readonly userId: number;
    readonly username: string | null | undefined;
  };
  readonly reporter: {
    readonly displayName: string;
    readonly userId: number;
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly resolutionNotes: string | null | undefined;
  readonly resolvedAt: any | null | undefined;
  readonly resolvedBy: {
    readonly displayName: string;
    readonly userId: number;
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly status: UserReportStatus;
  readonly " $fragmentType": "UserReportItem_report";
};
export type UserReportItem_report$key = {
  readonly " $data"?: UserReportItem_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserReportItem_report">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserReportItem_report",
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
      "name": "reportId",
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
      "name": "reasonLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "details",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolvedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolutionNotes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reportedUser",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "reporter",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "assignedTo",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "resolvedBy",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserReportHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entryId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fromStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assignedToId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "actor",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserReport",
  "abstractKey": null
};
})();

(node as any).hash = "25d5d8fab52baeef415176283983642f";

export default node;
