/**
 * @generated SignedSource<<2ef0db5e51454b141c8b53af166ccb62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebVitalRating = "GOOD" | "NEEDS_IMPROVEMENT" | "POOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebVitalsSection_stat$data = {
  readonly good: number;
  readonly needsImprovement: number;
  readonly p75: number;
  readonly poor: number;
  readonly rating: WebVitalRating;
  readonly route: string | null | undefined;
  readonly samples: number;
  readonly " $fragmentType": "WebVitalsSection_stat";
};
export type WebVitalsSection_stat$key = {
  readonly " $data"?: WebVitalsSection_stat$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebVitalsSection_stat">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebVitalsSection_stat",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "route",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "p75",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "samples",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "good",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsImprovement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poor",
      "storageKey": null
    }
  ],
  "type": "WebVitalStat",
  "abstractKey": null
};

(node as any).hash = "e15063ed05cf5ef37d612cb858e7ed15";

export default node;
