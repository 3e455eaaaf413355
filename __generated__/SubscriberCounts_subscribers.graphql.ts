/**
 * @generated SignedSource<<cec68c01b48a3e3eddd9955778b7291e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriberCounts_subscribers$data = {
  readonly targets: ReadonlyArray<{
    readonly author: {
      readonly handle: string;
      readonly name: string;
    } | null | undefined;
    readonly count: number;
    readonly tag: {
      readonly name: string;
    } | null | undefined;
  }>;
  readonly total: number;
  readonly " $fragmentType": "SubscriberCounts_subscribers";
};
export type SubscriberCounts_subscribers$key = {
  readonly " $data"?: SubscriberCounts_subscribers$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriberCounts_subscribers">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriberCounts_subscribers",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubscriberTarget",
      "kind": "LinkedField",
      "name": "targets",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "handle",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "tag",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Subscribers",
  "abstractKey": null
};
})();

(node as any).hash = "ef993b1e597a5c52c88d23ae525814ff";

export default node;
