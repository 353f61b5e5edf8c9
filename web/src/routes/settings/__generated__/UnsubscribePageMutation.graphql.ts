/**
 * @generated SignedSource<<5cf2ab34a0a5f6013489db8b93b7fd76>>
 * @relayHash 4d2c7c82e793bb89c5b0b05682dcbf03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0273223900383c9dc18d4b7075b37db46633a9c85933017b943b4d3f459006e

import { ConcreteRequest } from 'relay-runtime';
export type UnsubscribeKind = "COMMENTS" | "MENTIONS" | "NEW_MESSAGES" | "WEEKLY_DIGEST" | "%future added value";
export type UnsubscribeInput = {
  token: string;
};
export type UnsubscribePageMutation$variables = {
  input: UnsubscribeInput;
};
export type UnsubscribePageMutation$data = {
  readonly unsubscribe: {
    readonly link: {
      readonly kind: UnsubscribeKind;
      readonly label: string;
      readonly subscribed: boolean;
    };
  };
};
export type UnsubscribePageMutation = {
  response: UnsubscribePageMutation$data;
  variables: UnsubscribePageMutation$variables;
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
    "concreteType": "UnsubscribePayload",
    "kind": "LinkedField",
    "name": "unsubscribe",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UnsubscribeLink",
        "kind": "LinkedField",
        "name": "link",
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
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subscribed",
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
    "name": "UnsubscribePageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnsubscribePageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f0273223900383c9dc18d4b7075b37db46633a9c85933017b943b4d3f459006e",
    "metadata": {},
    "name": "UnsubscribePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0536b5bbb5e00d81f723a5a26e0444f1";

export default node;
