import type { Schema as JsonSchema } from 'fast-json-stringify';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { z, ZodType } from 'zod';
import { toJSONSchema } from 'zod';

type SchemaNode = Record<string, unknown>;

const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/**
 * `T | null` as zod writes it (`anyOf: [T, {type: 'null'}]`) becomes `type: [T, 'null']`, which
 * fast-json-stringify writes with a type check instead of trying each branch with a validator.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const result: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) result[key] = simplify(value);
  const anyOf = result.anyOf as SchemaNode[] | undefined;
  if (anyOf?.length === 2) {
    const other = anyOf.find((branch) => branch.type !== 'null');
    const hasNull = anyOf.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    if (hasNull && other && typeof other.type === 'string' && SIMPLE_TYPES.has(other.type) && !other.anyOf) {
      delete result.anyOf;
      Object.assign(result, other, { type: [other.type, 'null'] });
      if (Array.isArray(other.enum)) result.enum = [...other.enum, null];
    }
  }
  return result;
}

/** The JSON Schema an answer is written by: the contract's zod schema as it leaves the API. */
export function answerJsonSchema(schema: ZodType): JsonSchema {
  const json = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any', reused: 'inline' });
  const { $schema: _dialect, ...rest } = json as SchemaNode;
  return simplify(rest) as JsonSchema;
}

/**
 * Answers are written by fast-json-stringify from the contract's schemas (compiled once per route),
 * not by parsing every answer with zod: the schema says which fields leave and how, and nothing
 * else does (unknown fields are dropped, as the contract's objects are closed).
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => answerStringifier(schema);

/** Writes answers of this contract schema as the API sends them (for answers kept as text). */
export function answerStringifier<Schema extends ZodType>(schema: Schema): (data: z.output<Schema>) => string {
  const stringify = fastJson(answerJsonSchema(schema));
  return (data) => stringify(data);
}

/**
 * Checks every answer against its zod schema before it is written (tests and development): the
 * serializer trusts its input, so an answer the contract does not describe fails here, loudly.
 */
export function verifyAnswers(app: FastifyInstance): void {
  const verify = (request: FastifyRequest, statusCode: number, payload: unknown) => {
    const responses = request.routeOptions.schema?.response as Record<string, ZodType> | undefined;
    const schema = responses?.[String(statusCode)];
    if (!schema) return;
    const result = schema.safeParse(payload);
    if (!result.success) {
      throw new Error(
        `${request.method} ${request.routeOptions.url} answered outside its contract: ${result.error.message}`,
      );
    }
  };
  const serialized = new WeakSet<FastifyRequest>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    serialized.add(request);
    verify(request, reply.statusCode, payload);
    return payload;
  });
  // Answers kept as JSON text (ADR 016) skip the serializer: they are read back and checked the same.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload === 'string' && payload !== '' && !serialized.has(request)) {
      if (String(reply.getHeader('content-type')).startsWith('application/json')) {
        verify(request, reply.statusCode, JSON.parse(payload));
      }
    }
    return payload;
  });
}
