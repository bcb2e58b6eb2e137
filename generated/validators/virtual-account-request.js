/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for VirtualAccountRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.VirtualAccountRequest) so that a form loads only its own schema.
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

// VirtualAccountRequest.cjs
var require_VirtualAccountRequest = __commonJS({
  "VirtualAccountRequest.cjs"(exports) {
    exports["-2b6b41ee"] = validate10;
    var schema11 = { "type": "object", "additionalProperties": false, "properties": { "bvn": { "type": "string", "title": "BVN", "description": "Your 11-digit Bank Verification Number, when the gateway needs it (requires_bvn).", "pattern": "^[0-9]{11}$", "x-messages": { "pattern": "Enter your 11-digit BVN." } } }, "$id": "-2b6b41ee" };
    var pattern0 = new RegExp("^[0-9]{11}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "bvn")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.bvn !== void 0) {
          let data0 = data.bvn;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err1 = { instancePath: instancePath + "/bvn", schemaPath: "#/properties/bvn/pattern", keyword: "pattern", params: { pattern: "^[0-9]{11}$" }, message: 'must match pattern "^[0-9]{11}$"', schema: "^[0-9]{11}$", parentSchema: schema11.properties.bvn, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = { instancePath: instancePath + "/bvn", schemaPath: "#/properties/bvn/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bvn.type, parentSchema: schema11.properties.bvn, data: data0 };
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
export default require_VirtualAccountRequest();

/** The VirtualAccountRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "bvn": {
      "type": "string",
      "title": "BVN",
      "description": "Your 11-digit Bank Verification Number, when the gateway needs it (requires_bvn).",
      "pattern": "^[0-9]{11}$",
      "x-messages": {
        "pattern": "Enter your 11-digit BVN."
      }
    }
  }
};
