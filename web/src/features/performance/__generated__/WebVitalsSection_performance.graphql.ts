/**
 * @generated SignedSource<<5225c81ce890a5abf1f7379ed3b459dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebVitalMetric = "CLS" | "FCP" | "FID" | "INP" | "LCP" | "TTFB" | "%future added value";
export type WebVitalRating = "GOOD" | "NEEDS_IMPROVEMENT" | "POOR" | "%future added value";
export type WebVitalUnit = "MILLISECONDS" | "SCORE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebVitalsSection_performance$data = {
  readonly webVitals: ReadonlyArray<{
    readonly metric: WebVitalMetric;
    readonly overall: {
      readonly good: number;
      readonly needsImprovement: number;
      readonly p75: number;
      readonly poor: number;
      readonly rating: WebVitalRating;
      readonly route: string | null | undefined;
      readonly samples: number;
    } | null | undefined;
    readonly routes: ReadonlyArray<{
      readonly good: number;
      readonly needsImprovement: number;
      readonly p75: number;
      readonly poor: number;
      readonly rating: WebVitalRating;
      readonly route: string | null | undefined;
      readonly samples: number;
    }>;
    readonly threshold: {
      readonly good: number;
      readonly poor: number;
      readonly unit: WebVitalUnit;
    };
  }>;
  readonly " $fragmentType": "WebVitalsSection_performance";
};
export type WebVitalsSection_performance$key = {
  readonly " $data"?: WebVitalsSection_performance$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebVitalsSection_performance">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "good",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "poor",
  "storageKey": null
},
v2 = [
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
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "needsImprovement",
    "storageKey": null
  },
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebVitalsSection_performance",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebVitalSummary",
      "kind": "LinkedField",
      "name": "webVitals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "metric",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebVitalThreshold",
          "kind": "LinkedField",
          "name": "threshold",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebVitalStat",
          "kind": "LinkedField",
          "name": "overall",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebVitalStat",
          "kind": "LinkedField",
          "name": "routes",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminPerformance",
  "abstractKey": null
};
})();

(node as any).hash = "128528ec7636cb4078f3a6e68658a4b3";

export default node;
