/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for CardImportRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.CardImportRequest) so that a form loads only its own schema.
 * Source: openapi/ (bundled into generated/openapi.yaml). Regenerate with `npm run gen`; `npm run gen:check` fails when stale.
 */

var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// CardImportRequest.cjs
var require_CardImportRequest = __commonJS({
  "CardImportRequest.cjs"(exports) {
    exports["-11b0918c"] = validate10;
    var schema11 = { "type": "object", "title": "Import cards", "required": ["file"], "properties": { "file": { "type": "string", "format": "binary", "title": "CSV file", "description": "One card number a line (first column), at most 256 KB and 5,000 lines." } }, "$id": "-11b0918c" };
    var formats0 = /^[\s\S]*$/;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.file === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property 'file'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.file !== void 0) {
          let data0 = data.file;
          if (typeof data0 === "string") {
            if (!formats0.test(data0)) {
              const err1 = { instancePath: instancePath + "/file", schemaPath: "#/properties/file/format", keyword: "format", params: { format: "binary" }, message: 'must match format "binary"', schema: "binary", parentSchema: schema11.properties.file, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = { instancePath: instancePath + "/file", schemaPath: "#/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.file.type, parentSchema: schema11.properties.file, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_CardImportRequest();

/** The CardImportRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Import cards",
  "required": [
    "file"
  ],
  "properties": {
    "file": {
      "type": "string",
      "format": "binary",
      "title": "CSV file",
      "description": "One card number a line (first column), at most 256 KB and 5,000 lines."
    }
  }
};
