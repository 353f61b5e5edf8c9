/**
 * @generated SignedSource<<19843da0e1390b045412585fc6ed0e94>>
 * @relayHash 54f90692c94b76bdb042b63f13d009f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3eb2de093e75693d5886a4b707f700705ebd29499687a5699bc4b0c22041b82

import { ConcreteRequest } from 'relay-runtime';
export type AdminPageCountsQuery$variables = Record<PropertyKey, never>;
export type AdminPageCountsQuery$data = {
  readonly moderationDashboard: {
    readonly activeBans: number;
    readonly flaggedItems: number;
    readonly newMembersThisWeek: number;
    readonly openAppeals: number;
    readonly openReports: number;
    readonly pendingContent: number;
  };
};
export type AdminPageCountsQuery = {
  response: AdminPageCountsQuery$data;
  variables: AdminPageCountsQuery$variables;
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
    "name": "AdminPageCountsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminPageCountsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f3eb2de093e75693d5886a4b707f700705ebd29499687a5699bc4b0c22041b82",
    "metadata": {},
    "name": "AdminPageCountsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f834ac6a0e19604cbaba48a651f22703";

export default node;
