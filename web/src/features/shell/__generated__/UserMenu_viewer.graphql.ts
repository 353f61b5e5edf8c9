/**
 * @generated SignedSource<<081f4567eee9c1dab34e72358b681f33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "GODMIN" | "MEMBER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserMenu_viewer$data = {
  readonly avatarColor: string;
  readonly displayName: string;
  readonly role: Role;
  readonly username: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BadgeCount_viewer">;
  readonly " $fragmentType": "UserMenu_viewer";
};
export type UserMenu_viewer$key = {
  readonly " $data"?: UserMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BadgeCount_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "552f82a6f5195f93ff9696e79c98cabf";

export default node;
