/**
 * @generated SignedSource<<deae3d57a44228d8ce6e87dfb65f3ea4>>
 * @relayHash 7d53380ccf12e632517c38a2b25a0cf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 024fc72b8b8b0fa7826a4c99564d4590378c1c5a2024a9bcec2d0f03a93d0f55

import { ConcreteRequest } from 'relay-runtime';
export type SetTrustScoreInput = {
  reason: string;
  score?: number | null | undefined;
  userId: string;
};
export type MembersPanelTrustMutation$variables = {
  input: SetTrustScoreInput;
};
export type MembersPanelTrustMutation$data = {
  readonly setTrustScore: {
    readonly isOverride: boolean;
    readonly level: string;
    readonly trustScore: number | null | undefined;
  };
};
export type MembersPanelTrustMutation = {
  response: MembersPanelTrustMutation$data;
  variables: MembersPanelTrustMutation$variables;
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
    "concreteType": "TrustScore",
    "kind": "LinkedField",
    "name": "setTrustScore",
    "plural": false,
    "selections": [
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
        "name": "level",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isOverride",
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
    "name": "MembersPanelTrustMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPanelTrustMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "024fc72b8b8b0fa7826a4c99564d4590378c1c5a2024a9bcec2d0f03a93d0f55",
    "metadata": {},
    "name": "MembersPanelTrustMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e3dbede63165d5085f1f84dc4ee4ea4b";

export default node;
