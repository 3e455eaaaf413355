/**
 * @generated SignedSource<<9108782f8a1590420f8edff79def5949>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArticleLinksCheckQuery$variables = {
  paths: ReadonlyArray<string>;
};
export type ArticleLinksCheckQuery$data = {
  readonly unknownArticleLinks: ReadonlyArray<string>;
};
export type ArticleLinksCheckQuery = {
  response: ArticleLinksCheckQuery$data;
  variables: ArticleLinksCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paths"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "paths",
        "variableName": "paths"
      }
    ],
    "kind": "ScalarField",
    "name": "unknownArticleLinks",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticleLinksCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArticleLinksCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "59cc844fd38aa573b8a5f4dce2acf101",
    "id": null,
    "metadata": {},
    "name": "ArticleLinksCheckQuery",
    "operationKind": "query",
    "text": "query ArticleLinksCheckQuery(\n  $paths: [String!]!\n) {\n  unknownArticleLinks(paths: $paths)\n}\n"
  }
};
})();

(node as any).hash = "954a0bdba69ff48515dc63cea9f195bb";

export default node;
