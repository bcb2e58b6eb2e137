/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for CodeRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.CodeRequest) so that a form loads only its own schema.
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

// CodeRequest.cjs
var require_CodeRequest = __commonJS({
  "CodeRequest.cjs"(exports) {
    exports["72c3032b"] = validate10;
    var schema11 = { "type": "object", "title": "Verify Your OTP", "required": ["code"], "properties": { "code": { "type": "string", "title": "Code", "pattern": "^[0-9]{6}$", "x-messages": { "required": "Code is required", "pattern": "Code must be 6 digits" } } }, "$id": "72c3032b" };
    var pattern0 = new RegExp("^[0-9]{6}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.code === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.code !== void 0) {
          let data0 = data.code;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err1 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{6}$" }, message: 'must match pattern "^[0-9]{6}$"', schema: "^[0-9]{6}$", parentSchema: schema11.properties.code, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.code.type, parentSchema: schema11.properties.code, data: data0 };
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
export default require_CodeRequest();

/** The CodeRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Verify Your OTP",
  "required": [
    "code"
  ],
  "properties": {
    "code": {
      "type": "string",
      "title": "Code",
      "pattern": "^[0-9]{6}$",
      "x-messages": {
        "required": "Code is required",
        "pattern": "Code must be 6 digits"
      }
    }
  }
};
