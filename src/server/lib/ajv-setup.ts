import { _, type Ajv, type KeywordCxt } from 'ajv';

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
  // `x-text` is added by the pipeline (lib/contract-rules.ts addTextRules) to every string of a request body. A code
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
