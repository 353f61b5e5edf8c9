/**
 * @generated SignedSource<<d73d226b087e6ff77cfeb800542756ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VerifyEmailBanner_viewer$data = {
  readonly email: string | null | undefined;
  readonly emailVerified: boolean | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "VerifyEmailBanner_viewer";
};
export type VerifyEmailBanner_viewer$key = {
  readonly " $data"?: VerifyEmailBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VerifyEmailBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VerifyEmailBanner_viewer",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "87f68a72149ea9ab8a4bf91252175a6a";

export default node;
