/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for DepositRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.DepositRequest) so that a form loads only its own schema.
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

// DepositRequest.cjs
var require_DepositRequest = __commonJS({
  "DepositRequest.cjs"(exports) {
    exports["4a59e8d2"] = validate10;
    var schema11 = { "type": "object", "title": "Deposit Money", "required": ["method_code", "amount"], "properties": { "method_code": { "type": "string", "title": "Provider", "description": "`method_code` of a method from `listPaymentMethods`.", "minLength": 1, "maxLength": 40, "x-messages": { "required": "Provider is required", "minLength": "Provider is required", "maxLength": "Provider is required" } }, "amount": { "type": "number", "title": "Amount", "description": "Amount in Naira (at most two decimals are kept).", "minimum": 100, "maximum": 1e6, "x-messages": { "required": "Amount is required", "type": "Amount is required", "minimum": "Amount cannot be less than 100 Naira", "maximum": "Amount cannot be more than 1000000 Naira" } } }, "$id": "4a59e8d2" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.method_code === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "method_code" }, message: "must have required property 'method_code'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.amount === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "amount" }, message: "must have required property 'amount'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.method_code !== void 0) {
          let data0 = data.method_code;
          if (typeof data0 === "string") {
            if (func2(data0) > 40) {
              const err2 = { instancePath: instancePath + "/method_code", schemaPath: "#/properties/method_code/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters", schema: 40, parentSchema: schema11.properties.method_code, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err3 = { instancePath: instancePath + "/method_code", schemaPath: "#/properties/method_code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.method_code, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/method_code", schemaPath: "#/properties/method_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.method_code.type, parentSchema: schema11.properties.method_code, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.amount !== void 0) {
          let data1 = data.amount;
          if (typeof data1 == "number") {
            if (data1 > 1e6 || isNaN(data1)) {
              const err5 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema11.properties.amount, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1 < 100 || isNaN(data1)) {
              const err6 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema11.properties.amount, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.amount.type, parentSchema: schema11.properties.amount, data: data1 };
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
export default require_DepositRequest();

/** The DepositRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Deposit Money",
  "required": [
    "method_code",
    "amount"
  ],
  "properties": {
    "method_code": {
      "type": "string",
      "title": "Provider",
      "description": "`method_code` of a method from `listPaymentMethods`.",
      "minLength": 1,
      "maxLength": 40,
      "x-messages": {
        "required": "Provider is required",
        "minLength": "Provider is required",
        "maxLength": "Provider is required"
      }
    },
    "amount": {
      "type": "number",
      "title": "Amount",
      "description": "Amount in Naira (at most two decimals are kept).",
      "minimum": 100,
      "maximum": 1000000,
      "x-messages": {
        "required": "Amount is required",
        "type": "Amount is required",
        "minimum": "Amount cannot be less than 100 Naira",
        "maximum": "Amount cannot be more than 1000000 Naira"
      }
    }
  }
};
