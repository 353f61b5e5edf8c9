/**
 * @generated SignedSource<<eda076d4b2729c322f21429c1a9b9ab0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminPage_counts$data = {
  readonly activeBans: number;
  readonly flaggedItems: number;
  readonly newMembersThisWeek: number;
  readonly openAppeals: number;
  readonly openReports: number;
  readonly pendingContent: number;
  readonly " $fragmentType": "AdminPage_counts";
};
export type AdminPage_counts$key = {
  readonly " $data"?: AdminPage_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPage_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPage_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openReports",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flaggedItems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingContent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeBans",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newMembersThisWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openAppeals",
      "storageKey": null
    }
  ],
  "type": "ModerationDashboard",
  "abstractKey": null
};

(node as any).hash = "f53d0866bd8bbd55a1280315976abf99";

export default node;
