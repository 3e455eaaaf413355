/**
 * @generated SignedSource<<5c7c007fbd2d65cffc842c65fd3df5e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleNeighbours_article$data = {
  readonly nextByAuthor: {
    readonly slug: string;
    readonly title: string;
  } | null | undefined;
  readonly previousByAuthor: {
    readonly slug: string;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "ArticleNeighbours_article";
};
export type ArticleNeighbours_article$key = {
  readonly " $data"?: ArticleNeighbours_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleNeighbours_article">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleNeighbours_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Article",
      "kind": "LinkedField",
      "name": "previousByAuthor",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Article",
      "kind": "LinkedField",
      "name": "nextByAuthor",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};
})();

(node as any).hash = "4886cf410bf05d0153d589de07fe2b96";

export default node;
