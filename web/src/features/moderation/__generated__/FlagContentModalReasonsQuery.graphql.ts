/**
 * @generated SignedSource<<991543abd477fabd803a7ca8c2bb455c>>
 * @relayHash 99fcb2ccd6cff1555ba55f2bdf13fe98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1803d23e66701c36d8d33bbeea19d4c462680fe81081d6d1fe5ab200e2a57cb

import { ConcreteRequest } from 'relay-runtime';
export type FlagContentModalReasonsQuery$variables = Record<PropertyKey, never>;
export type FlagContentModalReasonsQuery$data = {
  readonly flagReasons: ReadonlyArray<string>;
};
export type FlagContentModalReasonsQuery = {
  response: FlagContentModalReasonsQuery$data;
  variables: FlagContentModalReasonsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "flagReasons",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FlagContentModalReasonsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FlagContentModalReasonsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f1803d23e66701c36d8d33bbeea19d4c462680fe81081d6d1fe5ab200e2a57cb",
    "metadata": {},
    "name": "FlagContentModalReasonsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e537cee15c0cc07b0df076e79538df8f";

export default node;
