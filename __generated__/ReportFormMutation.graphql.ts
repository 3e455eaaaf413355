/**
 * @generated SignedSource<<9a71d3d095f666181aea70417de773ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportCommentInput = {
  id: string;
  reason: string;
};
export type ReportFormMutation$variables = {
  input: ReportCommentInput;
};
export type ReportFormMutation$data = {
  readonly reportComment: {
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ReportFormMutation = {
  response: ReportFormMutation$data;
  variables: ReportFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReportCommentPayload",
    "kind": "LinkedField",
    "name": "reportComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5c0d832748ee4b1263f1a6157e4e6118",
    "id": null,
    "metadata": {},
    "name": "ReportFormMutation",
    "operationKind": "mutation",
    "text": "mutation ReportFormMutation(\n  $input: ReportCommentInput!\n) {\n  reportComment(input: $input) {\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5139381647e4ada3b71df1be86b5d889";

export default node;
