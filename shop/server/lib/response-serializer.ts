import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

type Serialize = (data: unknown) => string;

/**
 * The response schema as a fast-json-stringify serializer, compiled once per route and status,
 * or null when JSON Schema cannot say what zod would write (transforms, dates): those keep
 * zod's serializer. Like zod, it writes only the contract's properties, so a row's other
 * columns (a password hash, say) never reach the browser; a missing required property throws.
 */
export function compileFastSerializer(schema: $ZodType): Serialize | null {
  let json: Record<string, unknown>;
  try {
    // What is written is the schema's input side (zod encodes the handler's value); a schema
    // whose output side JSON Schema cannot say either (a transform, a codec) stays with zod.
    toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
    json = toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  delete json.$schema;
  try {
    return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return null;
  }
}

export interface ResponseSerializerOptions {
  /**
   * Also parse every response with zod and refuse one whose fast serialization differs from
   * zod's (tests and development): a response outside the contract fails as it did before.
   */
  checkAgainstContract: boolean;
}

/**
 * Fastify's response serializer: zod's own parse-then-stringify cost more than a tenth of a
 * picture-set read under load, so production writes with the compiled serializer.
 */
export function responseSerializerCompiler({
  checkAgainstContract,
}: ResponseSerializerOptions): FastifySerializerCompiler<$ZodType> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route) as Serialize;
    const schema = resolveSchema(route.schema);
    const fast = schema ? compileFastSerializer(schema) : null;
    if (!fast) return zodSerialize;
    if (!checkAgainstContract) return fast;
    return (data) => {
      const expected = zodSerialize(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written}, the contract ${expected}`,
        );
      }
      return written;
    };
  };
}

/** fastify-type-provider-zod accepts a schema or `{ properties: schema }`. */
function resolveSchema(schema: unknown): $ZodType | null {
  if (isZod(schema)) return schema;
  if (schema && typeof schema === 'object' && 'properties' in schema && isZod(schema.properties)) {
    return schema.properties;
  }
  return null;
}

function isZod(value: unknown): value is $ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}
