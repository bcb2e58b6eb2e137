/**
 * The contract's examples are what `npm run dev:mock` answers, so they must be right: every example valid against
 * its schema, every error example naming fields the operation really has, no session example that expires.
 */
import { describe, expect, it } from 'vitest';
import { contractAjv, deref, operation, operations, pointer, spec, type Media, type Operation } from './gate';

const ajv = contractAjv();

interface Example {
  where: string;
  schemaAt: string;
  value: unknown;
}

/** Every example of the document with the schema it illustrates (a JSON pointer into the spec). */
function collectExamples(): Example[] {
  const found: Example[] = [];
  const walk = (node: unknown, at: (string | number)[]) => {
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (Array.isArray(obj.examples) && at.at(-1) !== 'properties') {
      // a schema's own examples
      obj.examples.forEach((value, i) => found.push({ where: `${pointer(at)}/examples/${i}`, schemaAt: pointer(at), value }));
    } else if (obj.schema && obj.examples && typeof obj.examples === 'object') {
      // a media type or parameter: named examples (possibly $ref to components/examples)
      for (const [name, example] of Object.entries(obj.examples as Record<string, { value: unknown }>)) {
        found.push({ where: `${pointer(at)}/examples/${name}`, schemaAt: pointer([...at, 'schema']), value: deref(example).value });
      }
    }
    if (obj.schema && 'example' in obj) found.push({ where: `${pointer(at)}/example`, schemaAt: pointer([...at, 'schema']), value: obj.example });
    for (const [key, child] of Object.entries(obj)) if (key !== 'examples' && key !== 'example') walk(child, [...at, key]);
  };
  walk(spec.paths, ['paths']);
  walk(spec.components, ['components']);
  return found;
}

const examples = collectExamples();

describe('the contract examples (what the Prism mock answers)', () => {
  it('finds the examples of requests, responses, parameters and schemas', () => {
    expect(examples.length).toBeGreaterThan(100);
  });

  it('every example is valid against its schema', () => {
    const invalid = examples.flatMap(({ where, schemaAt, value }) => {
      const validate = ajv.getSchema(`spec#/${schemaAt}`);
      if (!validate) return [`${where}: no schema at ${schemaAt}`];
      return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'example' })}`];
    });
    expect(invalid).toEqual([]);
  });

  it("every error example's field keys are fields of its operation's request", () => {
    const wrong: string[] = [];
    for (const { operationId } of operations) {
      const { op } = operation(operationId);
      const fields = new Set<string>((op.parameters ?? []).map((p) => deref(p).name));
      for (const media of Object.values((op as Operation).requestBody?.content ?? {})) {
        for (const name of Object.keys((deref(media.schema) as { properties?: object }).properties ?? {})) fields.add(name);
      }
      for (const [status, responseRef] of Object.entries(op.responses)) {
        if (!/^[45]\d\d$|^default$/.test(status)) continue;
        const response = deref(responseRef as { content?: Record<string, Media> });
        for (const media of Object.values(response.content ?? {})) {
          const values = [media.example, ...Object.values(media.examples ?? {}).map((e) => deref(e).value)];
          for (const value of values) {
            for (const key of Object.keys((value as { error?: object } | undefined)?.error ?? {})) {
              if (!fields.has(key)) wrong.push(`${operationId} ${status}: "${key}" is not a field of its request (${[...fields].join(', ') || 'none'})`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every operation declares the 503 of a database outage, with Retry-After (ADR 029)', () => {
    const missing = operations.flatMap(({ operationId }) => {
      const response = deref(operation(operationId).op.responses['503'] as { headers?: Record<string, unknown> } | undefined);
      return response?.headers?.['Retry-After'] ? [] : [operationId];
    });
    expect(missing).toEqual([]);
  });

  it('no session example expires: the mock stays signed in across reloads (ADR 006)', () => {
    // Sessions are the examples that carry a token with its expiry (archives and sponsor links expire on purpose).
    const sessions = examples.filter((e) => e.value && typeof e.value === 'object' && JSON.stringify(e.value).includes('"expires_at"') && JSON.stringify(e.value).includes('"token"'));
    expect(sessions.length).toBeGreaterThan(0);
    const soon = Date.now() + 365 * 86_400_000;
    const expiring = sessions.flatMap(({ where, value }) =>
      [...JSON.stringify(value).matchAll(/"expires_at":"([^"]+)"/g)].filter((m) => Date.parse(m[1]!) < soon).map((m) => `${where}: ${m[1]}`),
    );
    expect(expiring).toEqual([]);
  });
});
