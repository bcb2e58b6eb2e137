import type { Ajv } from 'ajv';

/** The contract's vendor extensions and OpenAPI annotations, known to every ajv the server builds. */
export function addContractVocabulary(ajv: Ajv): Ajv {
  for (const keyword of ['x-messages', 'x-match', 'example', 'xml', 'externalDocs', 'discriminator']) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  }
  // OpenAPI's file marker (`format: binary`) and the integer/number formats carry no constraint here.
  for (const format of ['binary', 'int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
  return ajv;
}
