/**
 * @generated SignedSource<<4cc9bd68d2cf4883752953927bca788f>>
 * @relayHash 9c0da35ae104de36605a80081d4a592e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74f2fe3e5436f1bdd3f389e5b9f9787f5949b557048919dd1888ff3ddcbdd058

import { ConcreteRequest } from 'relay-runtime';
export type LiftBanInput = {
  reason?: string | null | undefined;
  userId: string;
};
export type MembersPanelLiftBanMutation$variables = {
  input: LiftBanInput;
};
export type MembersPanelLiftBanMutation$data = {
  readonly liftBan: {
    readonly ban: {
      readonly liftedAt: any | null | undefined;
    };
  };
};
export type MembersPanelLiftBanMutation = {
  response: MembersPanelLiftBanMutation$data;
  variables: MembersPanelLiftBanMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "liftedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MembersPanelLiftBanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BanPayload",
        "kind": "LinkedField",
        "name": "liftBan",
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MembersPanelLiftBanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BanPayload",
        "kind": "LinkedField",
        "name": "liftBan",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "74f2fe3e5436f1bdd3f389e5b9f9787f5949b557048919dd1888ff3ddcbdd058",
    "metadata": {},
    "name": "MembersPanelLiftBanMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c5c6f3c2747ec4a971ba6438515cf748";

export default node;
