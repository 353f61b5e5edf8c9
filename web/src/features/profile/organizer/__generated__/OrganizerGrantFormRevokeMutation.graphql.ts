/**
 * @generated SignedSource<<4170a2602c745cda982c71e7f057e490>>
 * @relayHash 3a6c9cd3d51d293f2bc28f0fd1f972ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b58149a584d735282eed597703483bd6dd9d5b10ae693e95686c21738adbd6d

import { ConcreteRequest } from 'relay-runtime';
export type OrganizerGrantFormRevokeMutation$variables = {
  slug: string;
};
export type OrganizerGrantFormRevokeMutation$data = {
  readonly revokeOrganizerProfile: {
    readonly slug: string;
  };
};
export type OrganizerGrantFormRevokeMutation = {
  response: OrganizerGrantFormRevokeMutation$data;
  variables: OrganizerGrantFormRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "RevokeOrganizerProfilePayload",
    "kind": "LinkedField",
    "name": "revokeOrganizerProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slug",
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
    "name": "OrganizerGrantFormRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizerGrantFormRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5b58149a584d735282eed597703483bd6dd9d5b10ae693e95686c21738adbd6d",
    "metadata": {},
    "name": "OrganizerGrantFormRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d95fbb8d3875a0cc94905ee6b42b6bbb";

export default node;
