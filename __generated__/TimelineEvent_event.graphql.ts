/**
 * @generated SignedSource<<477857e742cfd3991a0380e14a3f6ee5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleEventKind = "ARCHIVED" | "PUBLISHED" | "RESTORED" | "RETURNED" | "SCHEDULED" | "SUBMITTED" | "UNARCHIVED" | "UNPUBLISHED" | "UNSCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TimelineEvent_event$data = {
  readonly actor: {
    readonly name: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly kind: ArticleEventKind;
  readonly restoredFrom: number | null | undefined;
  readonly scheduledFor: string | null | undefined;
  readonly " $fragmentType": "TimelineEvent_event";
};
export type TimelineEvent_event$key = {
  readonly " $data"?: TimelineEvent_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"TimelineEvent_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TimelineEvent_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "name": "scheduledFor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "restoredFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArticleEvent",
  "abstractKey": null
};

(node as any).hash = "533330db47ca20d0c6049b6dbb01cb1c";

export default node;
