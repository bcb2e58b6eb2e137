/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for StaffRefundBankAccountRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.StaffRefundBankAccountRequest) so that a form loads only its own schema.
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

// StaffRefundBankAccountRequest.cjs
var require_StaffRefundBankAccountRequest = __commonJS({
  "StaffRefundBankAccountRequest.cjs"(exports) {
    exports.daf0f8d = validate10;
    var schema11 = { "type": "object", "title": "Customer's bank account", "additionalProperties": false, "required": ["account_number", "bank_code"], "properties": { "account_number": { "type": "string", "title": "Account number (NUBAN)", "description": "10 digits.", "pattern": "^[0-9]{10}$", "x-messages": { "required": "Enter the 10-digit account number (NUBAN).", "pattern": "Enter the 10-digit account number (NUBAN)." } }, "bank_code": { "type": "string", "title": "Bank code", "description": "The bank's code as the gateway lists banks (058 is Guaranty Trust Bank, 044 Access Bank, 057 Zenith Bank).", "minLength": 1, "maxLength": 20, "pattern": "^[A-Za-z0-9]+$", "x-messages": { "required": "Enter the bank's code (058 is Guaranty Trust Bank).", "minLength": "Enter the bank's code (058 is Guaranty Trust Bank).", "pattern": "Enter the bank's code (058 is Guaranty Trust Bank).", "maxLength": "Enter the bank's code (058 is Guaranty Trust Bank)." } } }, "$id": "daf0f8d" };
    var pattern0 = new RegExp("^[0-9]{10}$", "u");
    var pattern1 = new RegExp("^[A-Za-z0-9]+$", "u");
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.account_number === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "account_number" }, message: "must have required property 'account_number'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.bank_code === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "bank_code" }, message: "must have required property 'bank_code'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "account_number" || key0 === "bank_code")) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.account_number !== void 0) {
          let data0 = data.account_number;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err3 = { instancePath: instancePath + "/account_number", schemaPath: "#/properties/account_number/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.account_number, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/account_number", schemaPath: "#/properties/account_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.account_number.type, parentSchema: schema11.properties.account_number, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.bank_code !== void 0) {
          let data1 = data.bank_code;
          if (typeof data1 === "string") {
            if (func2(data1) > 20) {
              const err5 = { instancePath: instancePath + "/bank_code", schemaPath: "#/properties/bank_code/maxLength", keyword: "maxLength", params: { limit: 20 }, message: "must NOT have more than 20 characters", schema: 20, parentSchema: schema11.properties.bank_code, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err6 = { instancePath: instancePath + "/bank_code", schemaPath: "#/properties/bank_code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.bank_code, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (!pattern1.test(data1)) {
              const err7 = { instancePath: instancePath + "/bank_code", schemaPath: "#/properties/bank_code/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9]+$" }, message: 'must match pattern "^[A-Za-z0-9]+$"', schema: "^[A-Za-z0-9]+$", parentSchema: schema11.properties.bank_code, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/bank_code", schemaPath: "#/properties/bank_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bank_code.type, parentSchema: schema11.properties.bank_code, data: data1 };
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
export default require_StaffRefundBankAccountRequest();

/** The StaffRefundBankAccountRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Customer's bank account",
  "additionalProperties": false,
  "required": [
    "account_number",
    "bank_code"
  ],
  "properties": {
    "account_number": {
      "type": "string",
      "title": "Account number (NUBAN)",
      "description": "10 digits.",
      "pattern": "^[0-9]{10}$",
      "x-messages": {
        "required": "Enter the 10-digit account number (NUBAN).",
        "pattern": "Enter the 10-digit account number (NUBAN)."
      }
    },
    "bank_code": {
      "type": "string",
      "title": "Bank code",
      "description": "The bank's code as the gateway lists banks (058 is Guaranty Trust Bank, 044 Access Bank, 057 Zenith Bank).",
      "minLength": 1,
      "maxLength": 20,
      "pattern": "^[A-Za-z0-9]+$",
      "x-messages": {
        "required": "Enter the bank's code (058 is Guaranty Trust Bank).",
        "minLength": "Enter the bank's code (058 is Guaranty Trust Bank).",
        "pattern": "Enter the bank's code (058 is Guaranty Trust Bank).",
        "maxLength": "Enter the bank's code (058 is Guaranty Trust Bank)."
      }
    }
  }
};
