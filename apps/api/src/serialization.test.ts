import * as contract from '@manufaktura/contract';
import fc from 'fast-check';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { serializerCompiler, verifyAnswers } from './serialization.ts';

const write = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/', httpPart: 'response' });

const sample = z.object({
  name: z.string(),
  label: z.string().nullable(),
  price: z.number().nullable(),
  kind: z.enum(['PRODUCT', 'BUNDLE']).nullable(),
  image: z.object({ src: z.string(), width: z.number().int() }).nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});

const sampleValue = fc.record(
  {
    name: fc.string(),
    label: fc.option(fc.string(), { nil: null }),
    price: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
    kind: fc.option(fc.constantFrom('PRODUCT' as const, 'BUNDLE' as const), { nil: null }),
    image: fc.option(fc.record({ src: fc.string(), width: fc.integer() }), { nil: null }),
    tags: fc.array(fc.string()),
    note: fc.string(),
    // zod reads a `__proto__` key as the prototype; answers never carry one.
    params: fc.dictionary(
      fc.string().filter((key) => key !== '__proto__'),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: ['name', 'label', 'price', 'kind', 'image', 'tags'] },
);

describe('answers written from the contract', () => {
  it('compiles every schema of the contract', () => {
    const schemas = Object.values<unknown>(contract).filter((value): value is z.ZodType => value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(20);
    for (const schema of schemas) expect(() => write(schema)).not.toThrow();
  });

  it('writes what zod would: the same fields, nulls kept, unknown fields dropped', () => {
    const stringify = write(sample);
    fc.assert(
      fc.property(sampleValue, fc.string(), (value, secret) => {
        const answer = { ...value, password: secret };
        expect(JSON.parse(stringify(answer))).toEqual(JSON.parse(JSON.stringify(sample.parse(answer))));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses to write an answer without a required field', () => {
    expect(() => write(sample)({ label: null })).toThrow(/name/);
  });

  it('fails, when asked to check, an answer its contract does not describe', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    verifyAnswers(app);
    app.get('/fits', { schema: { response: { 200: sample } } }, () => ({
      name: 'Krem',
      label: null,
      price: 12.5,
      kind: 'PRODUCT',
      image: null,
      tags: [],
    }));
    app.get('/misfits', { schema: { response: { 200: sample } } }, () => ({ name: 'Krem', label: 7 }));
    const fits = await app.inject('/fits');
    const misfits = await app.inject('/misfits');
    await app.close();
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toMatchObject({ name: 'Krem', price: 12.5 });
    expect(misfits.statusCode).toBe(500);
  });
});
