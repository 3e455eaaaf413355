/**
 * @generated SignedSource<<95222f7e6df920f10a01d9ea19983372>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type environmentTestQuery$variables = Record<PropertyKey, never>;
export type environmentTestQuery$data = {
  readonly tag: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type environmentTestQuery = {
  response: environmentTestQuery$data;
  variables: environmentTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "name",
        "value": "relay"
      }
    ],
    "concreteType": "Tag",
    "kind": "LinkedField",
    "name": "tag",
    "plural": false,
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
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": "tag(name:\"relay\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "environmentTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "environmentTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a24a6d1ae9980e010b1fe369cd45c0d8",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "tag": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Tag"
        },
        "tag.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "tag.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "environmentTestQuery",
    "operationKind": "query",
    "text": "query environmentTestQuery {\n  tag(name: \"relay\") {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "6abc86f503318d23ca40425249a8bff4";

export default node;
