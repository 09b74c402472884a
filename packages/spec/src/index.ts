// The whole svc contract. Its types and generated constants live in @svc/types, the light package the clients depend
// on, and are re-exported here unchanged (one copy of each value); this package adds the contract as data
// (`@svc/spec/document`) and as files (`@svc/spec/openapi.yaml`, `@svc/spec/openapi.json`), which only the
// reference server, the mocks and tooling need.
export * from '@svc/types';
