/**
 * @generated SignedSource<<8c93f8e9a28020a015a991d6726047dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShortVideoSection_performance$data = {
  readonly pageViews: number;
  readonly pageViewsByRoute: ReadonlyArray<{
    readonly route: string;
    readonly views: number;
  }>;
  readonly shareActions: ReadonlyArray<{
    readonly action: string;
    readonly count: number;
  }>;
  readonly shareActionsByDay: ReadonlyArray<{
    readonly count: number;
    readonly day: string;
  }>;
  readonly shareReports: {
    readonly comments: number;
    readonly engagementRate: number;
    readonly likes: number;
    readonly reports: number;
    readonly shares: number;
    readonly views: number;
  };
  readonly " $fragmentType": "ShortVideoSection_performance";
};
export type ShortVideoSection_performance$key = {
  readonly " $data"?: ShortVideoSection_performance$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShortVideoSection_performance">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "views",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShortVideoSection_performance",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ShareActionCount",
      "kind": "LinkedField",
      "name": "shareActions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyShareActions",
      "kind": "LinkedField",
      "name": "shareActionsByDay",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShareReportTotals",
      "kind": "LinkedField",
      "name": "shareReports",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reports",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "likes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shares",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engagementRate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageViews",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RoutePageViews",
      "kind": "LinkedField",
      "name": "pageViewsByRoute",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "route",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "AdminPerformance",
  "abstractKey": null
};
})();

(node as any).hash = "0efbe6748437ee8441c886cd08346e94";

export default node;
