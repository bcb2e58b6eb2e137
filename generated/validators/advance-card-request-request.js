/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for AdvanceCardRequestRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.AdvanceCardRequestRequest) so that a form loads only its own schema.
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

// AdvanceCardRequestRequest.cjs
var require_AdvanceCardRequestRequest = __commonJS({
  "AdvanceCardRequestRequest.cjs"(exports) {
    exports["97c5255"] = validate10;
    var schema11 = { "type": "object", "title": "Move to the next stage", "required": ["from"], "additionalProperties": false, "properties": { "from": { "type": "string", "title": "Current stage", "description": "The stage the request is at, as the member saw it.", "enum": ["paid", "preparing", "ready"] }, "card_number": { "type": "string", "title": "Card number", "description": "At `ready` only \u2014 the card to assign. Empty or absent takes the oldest card in stock.", "maxLength": 40, "pattern": "^[A-Za-z0-9 -]*$" } }, "$id": "97c5255" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[A-Za-z0-9 -]*$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.from === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "from" }, message: "must have required property 'from'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "from" || key0 === "card_number")) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.from !== void 0) {
          let data0 = data.from;
          if (typeof data0 !== "string") {
            const err2 = { instancePath: instancePath + "/from", schemaPath: "#/properties/from/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.from.type, parentSchema: schema11.properties.from, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (!(data0 === "paid" || data0 === "preparing" || data0 === "ready")) {
            const err3 = { instancePath: instancePath + "/from", schemaPath: "#/properties/from/enum", keyword: "enum", params: { allowedValues: schema11.properties.from.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.from.enum, parentSchema: schema11.properties.from, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.card_number !== void 0) {
          let data1 = data.card_number;
          if (typeof data1 === "string") {
            if (func2(data1) > 40) {
              const err4 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters", schema: 40, parentSchema: schema11.properties.card_number, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (!pattern0.test(data1)) {
              const err5 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9 -]*$" }, message: 'must match pattern "^[A-Za-z0-9 -]*$"', schema: "^[A-Za-z0-9 -]*$", parentSchema: schema11.properties.card_number, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.card_number.type, parentSchema: schema11.properties.card_number, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_AdvanceCardRequestRequest();

/** The AdvanceCardRequestRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Move to the next stage",
  "required": [
    "from"
  ],
  "additionalProperties": false,
  "properties": {
    "from": {
      "type": "string",
      "title": "Current stage",
      "description": "The stage the request is at, as the member saw it.",
      "enum": [
        "paid",
        "preparing",
        "ready"
      ]
    },
    "card_number": {
      "type": "string",
      "title": "Card number",
      "description": "At `ready` only — the card to assign. Empty or absent takes the oldest card in stock.",
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9 -]*$"
    }
  }
};
