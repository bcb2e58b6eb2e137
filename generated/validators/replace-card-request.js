/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for ReplaceCardRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.ReplaceCardRequest) so that a form loads only its own schema.
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

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// ReplaceCardRequest.cjs
var require_ReplaceCardRequest = __commonJS({
  "ReplaceCardRequest.cjs"(exports) {
    exports["3a8c3575"] = validate10;
    var schema11 = { "type": "object", "title": "Replace the card", "required": ["reason"], "additionalProperties": false, "properties": { "card_number": { "type": "string", "title": "New card number", "description": "Empty takes the oldest card in stock.", "maxLength": 40, "pattern": "^[A-Za-z0-9 -]*$" }, "reason": { "type": "string", "title": "Reason", "description": "Why (kept in the audit log).", "minLength": 3, "maxLength": 500, "x-multiline": true } }, "$id": "3a8c3575" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[A-Za-z0-9 -]*$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.reason === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "card_number" || key0 === "reason")) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.card_number !== void 0) {
          let data0 = data.card_number;
          if (typeof data0 === "string") {
            if (func2(data0) > 40) {
              const err2 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters", schema: 40, parentSchema: schema11.properties.card_number, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (!pattern0.test(data0)) {
              const err3 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9 -]*$" }, message: 'must match pattern "^[A-Za-z0-9 -]*$"', schema: "^[A-Za-z0-9 -]*$", parentSchema: schema11.properties.card_number, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.card_number.type, parentSchema: schema11.properties.card_number, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.reason !== void 0) {
          let data1 = data.reason;
          if (typeof data1 === "string") {
            if (func2(data1) > 500) {
              const err5 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (func2(data1) < 3) {
              const err6 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/minLength", keyword: "minLength", params: { limit: 3 }, message: "must NOT have fewer than 3 characters", schema: 3, parentSchema: schema11.properties.reason, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_ReplaceCardRequest();

/** The ReplaceCardRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Replace the card",
  "required": [
    "reason"
  ],
  "additionalProperties": false,
  "properties": {
    "card_number": {
      "type": "string",
      "title": "New card number",
      "description": "Empty takes the oldest card in stock.",
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9 -]*$"
    },
    "reason": {
      "type": "string",
      "title": "Reason",
      "description": "Why (kept in the audit log).",
      "minLength": 3,
      "maxLength": 500,
      "x-multiline": true
    }
  }
};
