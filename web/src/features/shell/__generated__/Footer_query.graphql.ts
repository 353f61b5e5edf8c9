/**
 * @generated SignedSource<<87918670410b01e036ff229b1075d8c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Footer_query$data = {
  readonly featureFlags: {
    readonly publicInterestSpeech: boolean;
    readonly workerPulse: boolean;
  };
  readonly " $fragmentType": "Footer_query";
};
export type Footer_query$key = {
  readonly " $data"?: Footer_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeatureFlags",
      "kind": "LinkedField",
      "name": "featureFlags",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publicInterestSpeech",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "workerPulse",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2b34f7ba65f92e571b1cb05dea41dc8b";

export default node;
