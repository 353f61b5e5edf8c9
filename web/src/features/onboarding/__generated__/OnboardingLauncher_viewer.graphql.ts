/**
 * @generated SignedSource<<6f12df91fb292a1f2f6a2cda95fc381b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingLauncher_viewer$data = {
  readonly id: string;
  readonly onboardingComplete: boolean | null | undefined;
  readonly userId: number;
  readonly " $fragmentType": "OnboardingLauncher_viewer";
};
export type OnboardingLauncher_viewer$key = {
  readonly " $data"?: OnboardingLauncher_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingLauncher_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnboardingLauncher_viewer",
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
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onboardingComplete",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a23827267ad75d66a3bb9f94b09c9032";

export default node;
