/**
 * @generated SignedSource<<b533cba167f875346a45d17a080d469c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUserActions_user$data = {
  readonly displayName: string;
  readonly id: string;
  readonly userId: number;
  readonly username: string | null | undefined;
  readonly viewerHasBlocked: boolean;
  readonly viewerHasMuted: boolean;
  readonly " $fragmentType": "useUserActions_user";
};
export type useUserActions_user$key = {
  readonly " $data"?: useUserActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"useUserActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useUserActions_user",
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
      "name": "username",
      "storageKey": null
    },
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
      "name": "viewerHasBlocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasMuted",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "13e244fba0f5ced6c43dcd527de4af1e";

export default node;
