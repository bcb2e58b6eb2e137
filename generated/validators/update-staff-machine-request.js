/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for UpdateStaffMachineRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.UpdateStaffMachineRequest) so that a form loads only its own schema.
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

// UpdateStaffMachineRequest.cjs
var require_UpdateStaffMachineRequest = __commonJS({
  "UpdateStaffMachineRequest.cjs"(exports) {
    exports["49da788b"] = validate10;
    var schema11 = { "type": "object", "title": "Change price or limit", "minProperties": 1, "properties": { "price": { "type": "number", "minimum": 0.01, "maximum": 1e7, "title": "Price per cycle (\u20A6)", "x-messages": { "minimum": "The price must be at least \u20A60.01." } }, "max_charge": { "type": ["number", "null"], "minimum": 0.01, "maximum": 1e7, "title": "Most per cycle (\u20A6)", "x-messages": { "minimum": "The limit must be at least \u20A60.01." }, "description": "The most a hub may charge for one cycle (a longer programme). Empty \u2014 the price is the most." }, "reason": { "type": "string", "title": "Reason", "maxLength": 500, "description": "Why (recorded in the audit trail).", "x-messages": { "maxLength": "The reason may not be greater than 500 characters" } } }, "$id": "49da788b" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (Object.keys(data).length < 1) {
          const err0 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.price !== void 0) {
          let data0 = data.price;
          if (typeof data0 == "number") {
            if (data0 > 1e7 || isNaN(data0)) {
              const err1 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.price, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0 < 0.01 || isNaN(data0)) {
              const err2 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.price, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          } else {
            const err3 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.price.type, parentSchema: schema11.properties.price, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.max_charge !== void 0) {
          let data1 = data.max_charge;
          if (!(typeof data1 == "number") && data1 !== null) {
            const err4 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/type", keyword: "type", params: { type: schema11.properties.max_charge.type }, message: "must be number,null", schema: schema11.properties.max_charge.type, parentSchema: schema11.properties.max_charge, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          if (typeof data1 == "number") {
            if (data1 > 1e7 || isNaN(data1)) {
              const err5 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.max_charge, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1 < 0.01 || isNaN(data1)) {
              const err6 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.max_charge, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          }
        }
        if (data.reason !== void 0) {
          let data2 = data.reason;
          if (typeof data2 === "string") {
            if (func2(data2) > 500) {
              const err7 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_UpdateStaffMachineRequest();

/** The UpdateStaffMachineRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Change price or limit",
  "minProperties": 1,
  "properties": {
    "price": {
      "type": "number",
      "minimum": 0.01,
      "maximum": 10000000,
      "title": "Price per cycle (₦)",
      "x-messages": {
        "minimum": "The price must be at least ₦0.01."
      }
    },
    "max_charge": {
      "type": [
        "number",
        "null"
      ],
      "minimum": 0.01,
      "maximum": 10000000,
      "title": "Most per cycle (₦)",
      "x-messages": {
        "minimum": "The limit must be at least ₦0.01."
      },
      "description": "The most a hub may charge for one cycle (a longer programme). Empty — the price is the most."
    },
    "reason": {
      "type": "string",
      "title": "Reason",
      "maxLength": 500,
      "description": "Why (recorded in the audit trail).",
      "x-messages": {
        "maxLength": "The reason may not be greater than 500 characters"
      }
    }
  }
};
