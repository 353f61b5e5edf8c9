/**
 * @generated SignedSource<<ade9bb483e7ba7691dd89c02eadb5e91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessTokensSection_user$data = {
  readonly accessTokens: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AccessTokenItem_token">;
  }> | null | undefined;
  readonly " $fragmentType": "AccessTokensSection_user";
};
export type AccessTokensSection_user$key = {
  readonly " $data"?: AccessTokensSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokensSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokensSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AccessToken",
      "kind": "LinkedField",
      "name": "accessTokens",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AccessTokenItem_token"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0be18b9e36029704d9a7404113d8e696";

export default node;
