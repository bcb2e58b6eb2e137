/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for StaffCustomerClosureRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.StaffCustomerClosureRequest) so that a form loads only its own schema.
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

// StaffCustomerClosureRequest.cjs
var require_StaffCustomerClosureRequest = __commonJS({
  "StaffCustomerClosureRequest.cjs"(exports) {
    exports["7bece59e"] = validate10;
    var schema11 = { "type": "object", "title": "Close the account", "required": ["reason"], "additionalProperties": false, "properties": { "reason": { "type": "string", "title": "Reason", "minLength": 1, "maxLength": 500, "pattern": "\\S", "description": "The customer's written request (letter, ticket), recorded in the audit trail.", "x-messages": { "required": "Give a reason.", "minLength": "Give a reason.", "pattern": "Give a reason." } }, "balance": { "type": "string", "enum": ["pay_back", "give_up"], "description": "`pay_back`: refunds to the cards or accounts that paid and a bank transfer for the rest, free of charge, after finance approves; `give_up`: the balance is given up explicitly." }, "bank_account": { "type": "object", "title": "Bank account", "required": ["account_number", "bank_code"], "additionalProperties": false, "properties": { "account_number": { "type": "string", "title": "Account number (NUBAN)", "pattern": "^[0-9]{10}$", "x-messages": { "required": "The account number must be 10 digits (NUBAN).", "pattern": "The account number must be 10 digits (NUBAN)." } }, "bank_code": { "type": "string", "title": "Bank", "pattern": "^[0-9]{3,6}$", "x-messages": { "required": "Choose your bank.", "pattern": "Choose your bank." } } } } }, "$id": "7bece59e" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("\\S", "u");
    var pattern1 = new RegExp("^[0-9]{10}$", "u");
    var pattern2 = new RegExp("^[0-9]{3,6}$", "u");
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
          if (!(key0 === "reason" || key0 === "balance" || key0 === "bank_account")) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.reason !== void 0) {
          let data0 = data.reason;
          if (typeof data0 === "string") {
            if (func2(data0) > 500) {
              const err2 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err3 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.reason, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (!pattern0.test(data0)) {
              const err4 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.reason, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.balance !== void 0) {
          let data1 = data.balance;
          if (typeof data1 !== "string") {
            const err6 = { instancePath: instancePath + "/balance", schemaPath: "#/properties/balance/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.balance.type, parentSchema: schema11.properties.balance, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          if (!(data1 === "pay_back" || data1 === "give_up")) {
            const err7 = { instancePath: instancePath + "/balance", schemaPath: "#/properties/balance/enum", keyword: "enum", params: { allowedValues: schema11.properties.balance.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.balance.enum, parentSchema: schema11.properties.balance, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.bank_account !== void 0) {
          let data2 = data.bank_account;
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.account_number === void 0) {
              const err8 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/required", keyword: "required", params: { missingProperty: "account_number" }, message: "must have required property 'account_number'", schema: schema11.properties.bank_account.required, parentSchema: schema11.properties.bank_account, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data2.bank_code === void 0) {
              const err9 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/required", keyword: "required", params: { missingProperty: "bank_code" }, message: "must have required property 'bank_code'", schema: schema11.properties.bank_account.required, parentSchema: schema11.properties.bank_account, data: data2 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "account_number" || key1 === "bank_code")) {
                const err10 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.bank_account, data: data2 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data2.account_number !== void 0) {
              let data3 = data2.account_number;
              if (typeof data3 === "string") {
                if (!pattern1.test(data3)) {
                  const err11 = { instancePath: instancePath + "/bank_account/account_number", schemaPath: "#/properties/bank_account/properties/account_number/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.bank_account.properties.account_number, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
              } else {
                const err12 = { instancePath: instancePath + "/bank_account/account_number", schemaPath: "#/properties/bank_account/properties/account_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bank_account.properties.account_number.type, parentSchema: schema11.properties.bank_account.properties.account_number, data: data3 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data2.bank_code !== void 0) {
              let data4 = data2.bank_code;
              if (typeof data4 === "string") {
                if (!pattern2.test(data4)) {
                  const err13 = { instancePath: instancePath + "/bank_account/bank_code", schemaPath: "#/properties/bank_account/properties/bank_code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{3,6}$" }, message: 'must match pattern "^[0-9]{3,6}$"', schema: "^[0-9]{3,6}$", parentSchema: schema11.properties.bank_account.properties.bank_code, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/bank_account/bank_code", schemaPath: "#/properties/bank_account/properties/bank_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bank_account.properties.bank_code.type, parentSchema: schema11.properties.bank_account.properties.bank_code, data: data4 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.bank_account.type, parentSchema: schema11.properties.bank_account, data: data2 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_StaffCustomerClosureRequest();

/** The StaffCustomerClosureRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Close the account",
  "required": [
    "reason"
  ],
  "additionalProperties": false,
  "properties": {
    "reason": {
      "type": "string",
      "title": "Reason",
      "minLength": 1,
      "maxLength": 500,
      "pattern": "\\S",
      "description": "The customer's written request (letter, ticket), recorded in the audit trail.",
      "x-messages": {
        "required": "Give a reason.",
        "minLength": "Give a reason.",
        "pattern": "Give a reason."
      }
    },
    "balance": {
      "type": "string",
      "enum": [
        "pay_back",
        "give_up"
      ],
      "description": "`pay_back`: refunds to the cards or accounts that paid and a bank transfer for the rest, free of charge, after finance approves; `give_up`: the balance is given up explicitly."
    },
    "bank_account": {
      "type": "object",
      "title": "Bank account",
      "required": [
        "account_number",
        "bank_code"
      ],
      "additionalProperties": false,
      "properties": {
        "account_number": {
          "type": "string",
          "title": "Account number (NUBAN)",
          "pattern": "^[0-9]{10}$",
          "x-messages": {
            "required": "The account number must be 10 digits (NUBAN).",
            "pattern": "The account number must be 10 digits (NUBAN)."
          }
        },
        "bank_code": {
          "type": "string",
          "title": "Bank",
          "pattern": "^[0-9]{3,6}$",
          "x-messages": {
            "required": "Choose your bank.",
            "pattern": "Choose your bank."
          }
        }
      }
    }
  }
};
