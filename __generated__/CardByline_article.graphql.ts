/**
 * @generated SignedSource<<2af8108be7c906d8fe0da8d7835d686d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardByline_article$data = {
  readonly author: {
    readonly handle: string;
    readonly name: string;
  };
  readonly publishedAt: string | null | undefined;
  readonly readingMinutes: number;
  readonly " $fragmentType": "CardByline_article";
};
export type CardByline_article$key = {
  readonly " $data"?: CardByline_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardByline_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardByline_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readingMinutes",
      "storageKey": null
    },
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
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "02a333f0213e106213bb43cbfb18cbf3";

export default node;
