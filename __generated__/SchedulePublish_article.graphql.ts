/**
 * @generated SignedSource<<1e1bce40e95e67c72b164af6269fceeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SchedulePublish_article$data = {
  readonly id: string;
  readonly scheduledAt: string | null | undefined;
  readonly " $fragmentType": "SchedulePublish_article";
};
export type SchedulePublish_article$key = {
  readonly " $data"?: SchedulePublish_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"SchedulePublish_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SchedulePublish_article",
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
      "name": "scheduledAt",
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "fb53b9f3db7f638506ec3599f5626196";

export default node;
