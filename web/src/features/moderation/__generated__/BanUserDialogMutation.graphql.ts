/**
 * @generated SignedSource<<16e2065baa5969ffdbcb66a9fffc3f1a>>
 * @relayHash 2f4c092485f82c1582cb5083e46dc9f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4a48b2da538d700eedc7965efd3bc1b9b3bcf162a6504598e9e8ad64933b874

import { ConcreteRequest } from 'relay-runtime';
export type BanType = "PERMANENT" | "SHADOW" | "TEMPORARY" | "%future added value";
export type BanUserInput = {
  banType: BanType;
  details?: string | null | undefined;
  duration?: number | null | undefined;
  reason: string;
  userId: string;
};
export type BanUserDialogMutation$variables = {
  input: BanUserInput;
};
export type BanUserDialogMutation$data = {
  readonly banUser: {
    readonly ban: {
      readonly banType: BanType;
      readonly expiresAt: any | null | undefined;
      readonly id: string;
      readonly isActive: boolean;
    };
  };
};
export type BanUserDialogMutation = {
  response: BanUserDialogMutation$data;
  variables: BanUserDialogMutation$variables;
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
    "concreteType": "BanPayload",
    "kind": "LinkedField",
    "name": "banUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Ban",
        "kind": "LinkedField",
        "name": "ban",
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
            "name": "banType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isActive",
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
    "name": "BanUserDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BanUserDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f4a48b2da538d700eedc7965efd3bc1b9b3bcf162a6504598e9e8ad64933b874",
    "metadata": {},
    "name": "BanUserDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bfd4e5e163593e759763e4eba4953e87";

export default node;
