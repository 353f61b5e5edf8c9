/**
 * @generated SignedSource<<b91574d4e8061a43909d6dabf8c8c42d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PulsePage_pulse$data = {
  readonly answerCount: number;
  readonly id: string;
  readonly options: ReadonlyArray<string>;
  readonly question: string;
  readonly results: ReadonlyArray<{
    readonly count: number;
    readonly option: string;
    readonly percent: number;
  }> | null | undefined;
  readonly resultsMinimum: number;
  readonly viewerAnswered: boolean | null | undefined;
  readonly week: string;
  readonly " $fragmentType": "PulsePage_pulse";
};
export type PulsePage_pulse$key = {
  readonly " $data"?: PulsePage_pulse$data;
  readonly " $fragmentSpreads": FragmentRefs<"PulsePage_pulse">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PulsePage_pulse",
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
      "name": "week",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "question",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "options",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerAnswered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resultsMinimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkerPulseResult",
      "kind": "LinkedField",
      "name": "results",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "option",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WorkerPulse",
  "abstractKey": null
};

(node as any).hash = "a579ab557060ec30b71fa0b7881bbf5b";

export default node;
