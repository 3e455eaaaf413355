/**
 * @generated SignedSource<<3bcf38646de7d3194a5c8827c8692382>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuthorHead_user$data = {
  readonly bio: string;
  readonly handle: string;
  readonly name: string;
  readonly published: {
    readonly edges: ReadonlyArray<{
      readonly __typename: "ArticleEdge";
    }>;
  };
  readonly " $fragmentType": "AuthorHead_user";
};
export type AuthorHead_user$key = {
  readonly " $data"?: AuthorHead_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuthorHead_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuthorHead_user",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": "published",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "ArticleConnection",
      "kind": "LinkedField",
      "name": "articles",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ArticleEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "articles(first:1)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "513fe92932e6acd31fd128d8aaf79365";

export default node;
