/**
 * @generated SignedSource<<ea386dd51241f6f0cce16463ee176b02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessTokenScope = "READ" | "READ_WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccessTokenItem_token$data = {
  readonly createdAt: any;
  readonly expired: boolean;
  readonly expiresAt: any | null | undefined;
  readonly id: string;
  readonly lastUsedOn: string | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly scope: AccessTokenScope;
  readonly " $fragmentType": "AccessTokenItem_token";
};
export type AccessTokenItem_token$key = {
  readonly " $data"?: AccessTokenItem_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokenItem_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokenItem_token",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expired",
      "storageKey": null
    }
  ],
  "type": "AccessToken",
  "abstractKey": null
};

(node as any).hash = "a494eb32a1c3ad53e0cba917d887c224";

export default node;
