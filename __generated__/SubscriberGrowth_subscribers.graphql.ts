/**
 * @generated SignedSource<<4ce120b2c36d24642806fb95b56e9da5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriberGrowth_subscribers$data = {
  readonly daily: ReadonlyArray<{
    readonly added: number;
    readonly start: string;
    readonly total: number;
  }>;
  readonly weekly: ReadonlyArray<{
    readonly added: number;
    readonly start: string;
    readonly total: number;
  }>;
  readonly " $fragmentType": "SubscriberGrowth_subscribers";
};
export type SubscriberGrowth_subscribers$key = {
  readonly " $data"?: SubscriberGrowth_subscribers$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriberGrowth_subscribers">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "start",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "added",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriberGrowth_subscribers",
  "selections": [
    {
      "alias": "daily",
      "args": [
        {
          "kind": "Literal",
          "name": "period",
          "value": "DAY"
        }
      ],
      "concreteType": "SubscriberGrowthPoint",
      "kind": "LinkedField",
      "name": "growth",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "growth(period:\"DAY\")"
    },
    {
      "alias": "weekly",
      "args": [
        {
          "kind": "Literal",
          "name": "period",
          "value": "WEEK"
        }
      ],
      "concreteType": "SubscriberGrowthPoint",
      "kind": "LinkedField",
      "name": "growth",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "growth(period:\"WEEK\")"
    }
  ],
  "type": "Subscribers",
  "abstractKey": null
};
})();

(node as any).hash = "a5683ed4fc54e190dc156542f3d9ae3e";

export default node;
