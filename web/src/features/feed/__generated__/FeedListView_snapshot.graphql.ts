/**
 * @generated SignedSource<<6a2cc0bc5cc11ec1fd7406d682b464dd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedListView_snapshot$data = {
  readonly author: {
    readonly displayName: string;
    readonly username: string | null | undefined;
  };
  readonly commentCount: number;
  readonly createdAt: any;
  readonly excerpt: string;
  readonly isStartHere: boolean;
  readonly isWelcome: boolean;
  readonly path: string;
  readonly score: number;
  readonly sector: string;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentType": "FeedListView_snapshot";
};
export type FeedListView_snapshot$key = {
  readonly " $data"?: FeedListView_snapshot$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedListView_snapshot">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "FeedListView_snapshot"
};

(node as any).hash = "51dae76f2d15be89fb9dcf71e7bc87c0";

export default node;
