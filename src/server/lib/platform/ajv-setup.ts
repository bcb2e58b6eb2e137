import { createRequire } from 'node:module';
import { _, Ajv, type KeywordCxt, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** C0 controls and DEL, or a lone UTF-16 surrogate (which PostgreSQL would store as U+FFFD). */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The same, but tab, line feed and carriage return are allowed (fields marked `x-multiline: true`). */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const singleLineBad = (value: string) => SINGLE_LINE_FORBIDDEN.test(value);
const multiLineBad = (value: string) => MULTI_LINE_FORBIDDEN.test(value);

/** The contract's vendor extensions and OpenAPI annotations, known to every ajv the server builds. */
export function addContractVocabulary(ajv: Ajv): Ajv {
  for (const keyword of ['x-messages', 'x-match', 'x-multiline', 'example', 'xml', 'externalDocs', 'discriminator']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  }
  // `x-text` is added by the pipeline (lib/platform/contract-rules.ts addTextRules) to every string of a request body. A code
  // keyword (not a validate function) so that its errors carry parentSchema, where the field's x-messages live.
  if (!ajv.getKeyword('x-text')) {
    ajv.addKeyword({
      keyword: 'x-text',
      type: 'string',
      schemaType: 'string',
      error: { message: 'must not contain control characters' },
      code(cxt: KeywordCxt) {
        const check = cxt.gen.scopeValue('func', { ref: cxt.schema === 'multi-line' ? multiLineBad : singleLineBad });
        cxt.fail(_`${check}(${cxt.data})`);
      },
    });
  }
  // OpenAPI's file marker (`format: binary`) and the integer/number formats carry no constraint here.
  for (const format of ['binary', 'int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
  return ajv;
}

/**
 * Validators compiled once per process: each built app used to compile every request and response schema of the
 * contract again (≈ 2 s of CPU per app; a test worker builds hundreds). A validator is reused for a schema with the
 * same content, compiled by an ajv of the same options and external schemas (`scope`). A schema with an `$id` (the
 * glue gives one to a schema it cut a recursion in) is compiled as before, by the app's own ajv, which also registers
 * it: what that ajv holds stays as it was. Compiled code keeps no state between calls but `errors`, read right after
 * the call that sets it.
 */
const compiledByContent = new Map<string, ValidateFunction>();

function sharedCompile(scope: string, schema: object, compile: () => ValidateFunction): ValidateFunction {
  if ((schema as { $id?: unknown }).$id !== undefined) return compile();
  let key: string;
  try {
    key = `${scope}\n${JSON.stringify(schema)}`;
  } catch {
    return compile(); // Not plain data (a cycle): not shared.
  }
  let validate = compiledByContent.get(key);
  if (!validate) {
    validate = compile();
    compiledByContent.set(key, validate);
  }
  return validate;
}

/**
 * Makes `ajv.compile` reuse the validators compiled earlier in this process for the same schema content and the same
 * `options` (the plain options this ajv was built with; @fastify/response-validation compiles through it).
 */
export function sharingValidators<T extends Ajv>(ajv: T, options: Options): T {
  const compile = ajv.compile.bind(ajv);
  const scope = `compile ${JSON.stringify(options)}`;
  ajv.compile = ((schema: object, meta?: boolean) =>
    meta ? compile(schema, meta) : sharedCompile(scope, schema, () => compile(schema))) as T['compile'];
  return ajv;
}

/** Fastify's own defaults for request validation (@fastify/ajv-compiler), which the server keeps. */
const FASTIFY_DEFAULTS: Options = { useDefaults: true, removeAdditional: true, addUsedSchema: false, allErrors: false };

/** Bodies whose fields are strings on the wire, like query strings: their values are read per the schema's type. */
const FORM_MEDIA_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

interface RouteSchema {
  schema: { $id?: string } & Record<string, unknown>;
  httpPart?: string;
  contentType?: string;
}

/**
 * The request validators of the pipeline (Fastify's `schemaController.compilersFactory.buildValidator`): a JSON body
 * is validated exactly as sent — no type coercion, so `"5000"`, `"1e3"`, `true` or `[5000]` in a `number` field is a
 * 422, never a number (issue 23) — while query strings, path parameters, headers and form bodies (multipart), which
 * are strings on the wire, are still read per the schema (`coerceTypes: 'array'`, Fastify's default: "2" → 2, one
 * repeated part → a one-item array). Each ajv carries the contract's vocabulary and the standard formats.
 */
export function requestValidatorFactory(customOptions: Options) {
  return (externalSchemas: Record<string, unknown> = {}) => {
    const build = (coerceTypes: Options['coerceTypes']) => {
      const ajv = addContractVocabulary(new Ajv({ ...FASTIFY_DEFAULTS, ...customOptions, coerceTypes }));
      addFormats.default(ajv);
      for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as Record<string, unknown>);
      return ajv;
    };
    const asSent = build(false);
    const fromStrings = build('array');
    const scope = `request ${JSON.stringify(customOptions)} ${JSON.stringify(externalSchemas)}`;
    return ({ schema, httpPart, contentType }: RouteSchema): ValidateFunction => {
      const textOnTheWire = httpPart !== 'body' || FORM_MEDIA_TYPES.has(String(contentType ?? '').toLowerCase());
      const ajv = textOnTheWire ? fromStrings : asSent;
      // Ajv refuses to compile a second schema with an $id it already holds.
      const stored = schema.$id ? ajv.getSchema(schema.$id) : undefined;
      return stored ?? sharedCompile(`${scope} ${textOnTheWire ? 'from strings' : 'as sent'}`, schema, () => ajv.compile(schema));
    };
  };
}

type SerializerFactory = (externalSchemas: unknown, serializerOpts: unknown) => (route: { schema: { $id?: string } & object }) => unknown;

/** The response serializer compiler Fastify uses by default (@fastify/fast-json-stringify-compiler, Fastify's own copy). */
const fastifyDefaultSerializers = (): SerializerFactory =>
  (createRequire(createRequire(import.meta.url).resolve('fastify'))('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => SerializerFactory }).SerializerSelector();

const serializersByContent = new Map<string, unknown>();
/**
 * Fastify's default response serializers (`schemaController.compilersFactory.buildSerializer`), each compiled once per
 * process for a schema content, external schemas and options (fast-json-stringify output keeps no state), as the
 * validators above; a schema with an `$id` is compiled each time, as Fastify does.
 */
export function sharedSerializerFactory(): SerializerFactory {
  const fastifyFactory = fastifyDefaultSerializers();
  return (externalSchemas, serializerOpts) => {
    const compile = fastifyFactory(externalSchemas, serializerOpts);
    const scope = `serializer ${JSON.stringify(externalSchemas)} ${JSON.stringify(serializerOpts)}`;
    return (route) => {
      if (route.schema.$id !== undefined) return compile(route);
      let key: string;
      try {
        key = `${scope}\n${JSON.stringify(route.schema)}`;
      } catch {
        return compile(route);
      }
      if (!serializersByContent.has(key)) serializersByContent.set(key, compile(route));
      return serializersByContent.get(key);
    };
  };
}
