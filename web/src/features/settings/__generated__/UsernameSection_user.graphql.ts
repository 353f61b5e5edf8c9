/**
 * @generated SignedSource<<f934e621d32fc6f66d91787c6e3205de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UsernameSection_user$data = {
  readonly username: string | null | undefined;
  readonly " $fragmentType": "UsernameSection_user";
};
export type UsernameSection_user$key = {
  readonly " $data"?: UsernameSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsernameSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UsernameSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0e4ad5093a965ee9b1dba7b09a38818c";

export default node;
