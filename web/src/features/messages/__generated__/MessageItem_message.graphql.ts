/**
 * @generated SignedSource<<9dfdd3735622df72eb25dc098cc36698>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageItem_message$data = {
  readonly content: string | null | undefined;
  readonly createdAt: any;
  readonly id: string;
  readonly isDeleted: boolean;
  readonly isOwn: boolean;
  readonly messageId: number;
  readonly " $fragmentType": "MessageItem_message";
};
export type MessageItem_message$key = {
  readonly " $data"?: MessageItem_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageItem_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageItem_message",
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
      "name": "messageId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDeleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "451b86f679ae12d5c5f8f19d55d3d8b6";

export default node;
