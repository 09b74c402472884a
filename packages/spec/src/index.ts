// The svc contract as TypeScript types, generated from openapi.yaml; every other package takes its types from here.
export type { paths, webhooks, components, operations, $defs } from './generated/openapi.js';
import type { components, operations } from './generated/openapi.js';

/**
 * A schema of the contract by name, e.g. `Schema<'ContentEntry'>`.
 * @public
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * The operationIds of the contract.
 * @public
 */
export type OperationId = keyof operations;

/**
 * The one error body of every interface.
 * @public
 */
export type ErrorBody = components['schemas']['ErrorBody'];
