/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for SponsorLinkRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.SponsorLinkRequest) so that a form loads only its own schema.
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

// SponsorLinkRequest.cjs
var require_SponsorLinkRequest = __commonJS({
  "SponsorLinkRequest.cjs"(exports) {
    exports["-75a11217"] = validate10;
    var schema11 = { "type": "object", "title": "Ask someone to pay", "properties": { "amount": { "type": ["number", "null"], "title": "Suggested amount", "description": "A suggested amount in Naira (the sponsor may change it), or null.", "minimum": 100, "maximum": 1e6, "x-messages": { "type": "Amount must be a number", "minimum": "Amount cannot be less than 100 Naira", "maximum": "Amount cannot be more than 1000000 Naira" } }, "note": { "type": ["string", "null"], "title": "Note", "maxLength": 140, "x-messages": { "maxLength": "The note may not be greater than 140 characters" } }, "expires_in_days": { "type": "integer", "title": "Expires after (days)", "minimum": 1, "maximum": 90, "default": 30, "x-messages": { "type": "Choose how many days the link works", "minimum": "The link must work at least 1 day", "maximum": "The link can work at most 90 days" } } }, "$id": "-75a11217" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.amount !== void 0) {
          let data0 = data.amount;
          if (!(typeof data0 == "number") && data0 !== null) {
            const err0 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/type", keyword: "type", params: { type: schema11.properties.amount.type }, message: "must be number,null", schema: schema11.properties.amount.type, parentSchema: schema11.properties.amount, data: data0 };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
          if (typeof data0 == "number") {
            if (data0 > 1e6 || isNaN(data0)) {
              const err1 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema11.properties.amount, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0 < 100 || isNaN(data0)) {
              const err2 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema11.properties.amount, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          }
        }
        if (data.note !== void 0) {
          let data1 = data.note;
          if (typeof data1 !== "string" && data1 !== null) {
            const err3 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: schema11.properties.note.type }, message: "must be string,null", schema: schema11.properties.note.type, parentSchema: schema11.properties.note, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (typeof data1 === "string") {
            if (func2(data1) > 140) {
              const err4 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/maxLength", keyword: "maxLength", params: { limit: 140 }, message: "must NOT have more than 140 characters", schema: 140, parentSchema: schema11.properties.note, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
        }
        if (data.expires_in_days !== void 0) {
          let data2 = data.expires_in_days;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
            const err5 = { instancePath: instancePath + "/expires_in_days", schemaPath: "#/properties/expires_in_days/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.expires_in_days.type, parentSchema: schema11.properties.expires_in_days, data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          if (typeof data2 == "number") {
            if (data2 > 90 || isNaN(data2)) {
              const err6 = { instancePath: instancePath + "/expires_in_days", schemaPath: "#/properties/expires_in_days/maximum", keyword: "maximum", params: { comparison: "<=", limit: 90 }, message: "must be <= 90", schema: 90, parentSchema: schema11.properties.expires_in_days, data: data2 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2 < 1 || isNaN(data2)) {
              const err7 = { instancePath: instancePath + "/expires_in_days", schemaPath: "#/properties/expires_in_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.expires_in_days, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
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
export default require_SponsorLinkRequest();

/** The SponsorLinkRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Ask someone to pay",
  "properties": {
    "amount": {
      "type": [
        "number",
        "null"
      ],
      "title": "Suggested amount",
      "description": "A suggested amount in Naira (the sponsor may change it), or null.",
      "minimum": 100,
      "maximum": 1000000,
      "x-messages": {
        "type": "Amount must be a number",
        "minimum": "Amount cannot be less than 100 Naira",
        "maximum": "Amount cannot be more than 1000000 Naira"
      }
    },
    "note": {
      "type": [
        "string",
        "null"
      ],
      "title": "Note",
      "maxLength": 140,
      "x-messages": {
        "maxLength": "The note may not be greater than 140 characters"
      }
    },
    "expires_in_days": {
      "type": "integer",
      "title": "Expires after (days)",
      "minimum": 1,
      "maximum": 90,
      "default": 30,
      "x-messages": {
        "type": "Choose how many days the link works",
        "minimum": "The link must work at least 1 day",
        "maximum": "The link can work at most 90 days"
      }
    }
  }
};
