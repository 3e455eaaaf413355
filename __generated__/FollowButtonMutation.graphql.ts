/**
 * @generated SignedSource<<f3d1098604f82396a97b8f50afbba8fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FollowInput = {
  email?: boolean | null | undefined;
  following: boolean;
  id: string;
};
export type FollowButtonMutation$variables = {
  input: FollowInput;
};
export type FollowButtonMutation$data = {
  readonly follow: {
    readonly author: {
      readonly id: string;
      readonly viewerFollow: {
        readonly email: boolean;
      } | null | undefined;
    } | null | undefined;
    readonly tag: {
      readonly id: string;
      readonly viewerFollow: {
        readonly email: boolean;
      } | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type FollowButtonMutation$rawResponse = {
  readonly follow: {
    readonly author: {
      readonly id: string;
      readonly viewerFollow: {
        readonly email: boolean;
      } | null | undefined;
    } | null | undefined;
    readonly tag: {
      readonly id: string;
      readonly viewerFollow: {
        readonly email: boolean;
      } | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type FollowButtonMutation = {
  rawResponse: FollowButtonMutation$rawResponse;
  response: FollowButtonMutation$data;
  variables: FollowButtonMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Follow",
    "kind": "LinkedField",
    "name": "viewerFollow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FollowPayload",
    "kind": "LinkedField",
    "name": "follow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "author",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Tag",
        "kind": "LinkedField",
        "name": "tag",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
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
    "name": "FollowButtonMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FollowButtonMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a5dfcf87f563210d6ab44d7667b2b5dd",
    "id": null,
    "metadata": {},
    "name": "FollowButtonMutation",
    "operationKind": "mutation",
    "text": "mutation FollowButtonMutation(\n  $input: FollowInput!\n) {\n  follow(input: $input) {\n    author {\n      id\n      viewerFollow {\n        email\n      }\n    }\n    tag {\n      id\n      viewerFollow {\n        email\n      }\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9623a24fe272b46eecefad58e3fc2d24";

export default node;
