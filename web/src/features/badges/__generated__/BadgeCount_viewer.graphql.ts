/**
 * @generated SignedSource<<5462515c6b0b214e7137d878bc715798>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BadgeCount_viewer$data = {
  readonly badgeCount: number;
  readonly " $fragmentType": "BadgeCount_viewer";
};
export type BadgeCount_viewer$key = {
  readonly " $data"?: BadgeCount_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BadgeCount_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BadgeCount_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "badgeCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2f58d531d0f719133a1fb9764ddaf0aa";

export default node;
