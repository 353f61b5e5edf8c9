/**
 * @generated SignedSource<<74a9690f38cfcbfc48b686f8dde99bb6>>
 * @relayHash 3aa206f996db6d94f0afe00ffab684b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7a257c319fc93418dd7b66e2207c73ff8b96778cb7d8996e7af69462f320174

import { ConcreteRequest } from 'relay-runtime';
export type IssueWarningInput = {
  details?: string | null | undefined;
  reason: string;
  severity?: number | null | undefined;
  userId: string;
  warningType: string;
};
export type IssueWarningDialogMutation$variables = {
  input: IssueWarningInput;
};
export type IssueWarningDialogMutation$data = {
  readonly issueWarning: {
    readonly user: {
      readonly id: string;
      readonly unacknowledgedWarningCount: number | null | undefined;
    };
    readonly warning: {
      readonly id: string;
      readonly severity: number;
      readonly severityLabel: string;
    };
  };
};
export type IssueWarningDialogMutation = {
  response: IssueWarningDialogMutation$data;
  variables: IssueWarningDialogMutation$variables;
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
    "name": "issueWarning",
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
            "name": "severity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "severityLabel",
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
    "name": "IssueWarningDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueWarningDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b7a257c319fc93418dd7b66e2207c73ff8b96778cb7d8996e7af69462f320174",
    "metadata": {},
    "name": "IssueWarningDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "626cf5614f9bc8b25892f2aa879dd62e";

export default node;
