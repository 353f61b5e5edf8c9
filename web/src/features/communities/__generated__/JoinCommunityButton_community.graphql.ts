/**
 * @generated SignedSource<<9660d45f1ddb49c59a809838e7d902bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommunityRole = "MEMBER" | "MODERATOR" | "OWNER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JoinCommunityButton_community$data = {
  readonly displayName: string;
  readonly id: string;
  readonly isPrivate: boolean;
  readonly memberCount: number;
  readonly viewerIsMember: boolean;
  readonly viewerRole: CommunityRole | null | undefined;
  readonly " $fragmentType": "JoinCommunityButton_community";
};
export type JoinCommunityButton_community$key = {
  readonly " $data"?: JoinCommunityButton_community$data;
  readonly " $fragmentSpreads": FragmentRefs<"JoinCommunityButton_community">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JoinCommunityButton_community",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrivate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsMember",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    }
  ],
  "type": "Community",
  "abstractKey": null
};

(node as any).hash = "c426a204f97496b27881d53d27a7ec58";

export default node;
