/**
 * Every operation of openapi.yaml that the server does not implement yet. Each answers 501
 * `not_implemented` in the error envelope (tests/contract/contract.test.ts proves it), and every
 * operation NOT listed here must answer something else. Later issues empty this list.
 */
export const pendingOperations: readonly string[] = [
];
