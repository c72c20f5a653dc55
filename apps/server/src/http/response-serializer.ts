import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * A fast-json-stringify function built once from the zod schema's JSON schema, or undefined when
 * the schema has something JSON schema cannot express (then the route keeps zod's serializer).
 * Like zod, it writes only the properties the schema names, so extra columns never leak.
 */
function compileFromZod(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/** In tests every response goes through both serializers and must come out the same. */
function crossCheck(fast: Serialize, reference: Serialize, route: string): Serialize {
  return (data) => {
    const expected = reference(data);
    const actual = fast(data);
    if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
      throw new Error(`Compiled serializer of ${route} differs from zod: ${actual} vs ${expected}`);
    }
    return actual;
  };
}

/**
 * Serializer compiler for every route: compiled serializers (no zod parse per response), with
 * zod's own as the fallback. `verify` (on in tests) proves both agree on every response sent.
 */
export function createResponseSerializerCompiler(options: { verify: boolean }) {
  return (route: RouteSchema): Serialize => {
    const reference = zodSerializerCompiler(route) as Serialize;
    const fast = compileFromZod(route.schema);
    if (!fast) return reference;
    return options.verify ? crossCheck(fast, reference, `${route.method} ${route.url}`) : fast;
  };
}
