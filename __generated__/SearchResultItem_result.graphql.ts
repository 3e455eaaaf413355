/**
 * @generated SignedSource<<977023d89437068c884fa7387c203a1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchResultItem_result$data = {
  readonly article: {
    readonly author: {
      readonly name: string;
    };
    readonly publishedAt: string | null | undefined;
    readonly slug: string;
    readonly title: string;
  };
  readonly highlights: ReadonlyArray<{
    readonly length: number;
    readonly start: number;
  }>;
  readonly snippet: string;
  readonly titleHighlights: ReadonlyArray<{
    readonly length: number;
    readonly start: number;
  }>;
  readonly " $fragmentType": "SearchResultItem_result";
};
export type SearchResultItem_result$key = {
  readonly " $data"?: SearchResultItem_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchResultItem_result">;
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
    "name": "length",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchResultItem_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "snippet",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TextRange",
      "kind": "LinkedField",
      "name": "highlights",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TextRange",
      "kind": "LinkedField",
      "name": "titleHighlights",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Article",
      "kind": "LinkedField",
      "name": "article",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
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
      "storageKey": null
    }
  ],
  "type": "SearchResult",
  "abstractKey": null
};
})();

(node as any).hash = "527fa7c7a58d3f92768327ec17a1b19a";

export default node;
