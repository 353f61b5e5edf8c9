/**
 * @generated SignedSource<<27d8d995faf730880764373810147ac7>>
 * @relayHash 3509a356108dc6a380ce59c07d466a17
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5ad71df4e52b1817b1a381dfbc4f8ef421b0d6f7fbfd4844cef8036b08c5e1c

import { ConcreteRequest } from 'relay-runtime';
export type AdminModerationPageCountsQuery$variables = Record<PropertyKey, never>;
export type AdminModerationPageCountsQuery$data = {
  readonly moderationDashboard: {
    readonly activeBans: number;
    readonly flaggedItems: number;
    readonly newMembersThisWeek: number;
    readonly openAppeals: number;
    readonly openReports: number;
    readonly pendingContent: number;
  };
};
export type AdminModerationPageCountsQuery = {
  response: AdminModerationPageCountsQuery$data;
  variables: AdminModerationPageCountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ModerationDashboard",
    "kind": "LinkedField",
    "name": "moderationDashboard",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openReports",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "flaggedItems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pendingContent",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activeBans",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newMembersThisWeek",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "openAppeals",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminModerationPageCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminModerationPageCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a5ad71df4e52b1817b1a381dfbc4f8ef421b0d6f7fbfd4844cef8036b08c5e1c",
    "metadata": {},
    "name": "AdminModerationPageCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2ed5de9ef51bbafab2d181397418db6a";

export default node;
