/**
 * @generated SignedSource<<a5e36079f734be8037d8d072ad5fa59f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasswordSection_user$data = {
  readonly hasPassword: boolean | null | undefined;
  readonly " $fragmentType": "PasswordSection_user";
};
export type PasswordSection_user$key = {
  readonly " $data"?: PasswordSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasswordSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasswordSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPassword",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "47d8b31c35bcb229b57955b59b643dac";

export default node;
