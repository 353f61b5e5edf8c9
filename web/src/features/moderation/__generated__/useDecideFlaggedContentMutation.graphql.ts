/**
 * @generated SignedSource<<e9f2fc9ecc0d70c9a671804647b84690>>
 * @relayHash d8053f115416826088813a0167f9f291
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ae8aaa2577dfd932f90bbd1755347dd681b1aad61b5964c46061e819a320804

import { ConcreteRequest } from 'relay-runtime';
export type FlagDecision = "KEEP" | "REMOVE" | "%future added value";
export type DecideFlaggedContentInput = {
  commentId?: string | null | undefined;
  decision: FlagDecision;
  postId?: string | null | undefined;
  reason?: string | null | undefined;
};
export type useDecideFlaggedContentMutation$variables = {
  input: DecideFlaggedContentInput;
};
export type useDecideFlaggedContentMutation$data = {
  readonly decideFlaggedContent: {
    readonly closedFlags: number;
    readonly decision: FlagDecision;
    readonly itemId: string;
    readonly status: string;
  };
};
export type useDecideFlaggedContentMutation = {
  response: useDecideFlaggedContentMutation$data;
  variables: useDecideFlaggedContentMutation$variables;
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
    "concreteType": "DecideFlaggedContentPayload",
    "kind": "LinkedField",
    "name": "decideFlaggedContent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "itemId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "decision",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "closedFlags",
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
    "name": "useDecideFlaggedContentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDecideFlaggedContentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9ae8aaa2577dfd932f90bbd1755347dd681b1aad61b5964c46061e819a320804",
    "metadata": {},
    "name": "useDecideFlaggedContentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1221b574b49173feed2dafa1bd20fcf3";

export default node;
