// Test-only: what is wrong with a value against a contract schema (shared-kernel/contract), in
// words, so that a fixture can be checked to be what the API sends: `expect(contractErrors(
// OfferSchema, offer())).toEqual([])`.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export function contractErrors(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map(
    (error) => `${error.instancePath || '/'} ${error.message}`,
  );
}
