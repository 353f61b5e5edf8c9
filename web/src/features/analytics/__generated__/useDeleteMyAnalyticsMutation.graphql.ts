/**
 * @generated SignedSource<<f5b9151d71d85efdb78b33b92ae03c70>>
 * @relayHash 13c04177daad077b632d2a3e919b3210
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 799728dc27cff7b781e24709c17ad581a9ea849beca9906a669620138ef55787

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMyAnalyticsInput = {
  sessionId?: string | null | undefined;
};
export type useDeleteMyAnalyticsMutation$variables = {
  input?: DeleteMyAnalyticsInput | null | undefined;
};
export type useDeleteMyAnalyticsMutation$data = {
  readonly deleteMyAnalytics: {
    readonly deleted: number;
    readonly pageViews: number;
    readonly shareEvents: number;
    readonly webVitals: number;
  };
};
export type useDeleteMyAnalyticsMutation = {
  response: useDeleteMyAnalyticsMutation$data;
  variables: useDeleteMyAnalyticsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeleteMyAnalyticsPayload",
    "kind": "LinkedField",
    "name": "deleteMyAnalytics",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deleted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shareEvents",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pageViews",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "webVitals",
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
    "name": "useDeleteMyAnalyticsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMyAnalyticsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "799728dc27cff7b781e24709c17ad581a9ea849beca9906a669620138ef55787",
    "metadata": {},
    "name": "useDeleteMyAnalyticsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3233cf18872cc83220c8c26f476904a8";

export default node;
