/**
 * @generated SignedSource<<e255d33d07e202dc7032f9df28903213>>
 * @relayHash 57414b4fbabc1c92512972b66524a853
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df9ddec554fe65db0c095aab7a988a3639869fd2d3f958bddafbd6c074c93d12

import { ConcreteRequest } from 'relay-runtime';
export type AcknowledgeWarningInput = {
  id: string;
};
export type useAcknowledgeWarningMutation$variables = {
  input: AcknowledgeWarningInput;
};
export type useAcknowledgeWarningMutation$data = {
  readonly acknowledgeWarning: {
    readonly user: {
      readonly id: string;
      readonly unacknowledgedWarningCount: number | null | undefined;
    };
    readonly warning: {
      readonly acknowledgedAt: any | null | undefined;
      readonly id: string;
    };
  };
};
export type useAcknowledgeWarningMutation = {
  response: useAcknowledgeWarningMutation$data;
  variables: useAcknowledgeWarningMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "WarningPayload",
    "kind": "LinkedField",
    "name": "acknowledgeWarning",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Warning",
        "kind": "LinkedField",
        "name": "warning",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acknowledgedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unacknowledgedWarningCount",
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
    "name": "useAcknowledgeWarningMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcknowledgeWarningMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "df9ddec554fe65db0c095aab7a988a3639869fd2d3f958bddafbd6c074c93d12",
    "metadata": {},
    "name": "useAcknowledgeWarningMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b821f73032ef2483cfa4437a9b02a5ae";

export default node;
