/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for CloseAccountRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.CloseAccountRequest) so that a form loads only its own schema.
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

// CloseAccountRequest.cjs
var require_CloseAccountRequest = __commonJS({
  "CloseAccountRequest.cjs"(exports) {
    exports["-4b38d65d"] = validate10;
    var schema11 = { "type": "object", "required": ["password", "confirmation"], "additionalProperties": false, "properties": { "password": { "type": "string", "title": "Password", "minLength": 1, "maxLength": 200, "x-messages": { "required": "Enter your password.", "minLength": "Enter your password." } }, "code": { "type": "string", "title": "Authenticator code", "description": "Required when two-factor authentication is on.", "pattern": "^[0-9]{6}$", "x-messages": { "pattern": "Enter the 6-digit code from your authenticator app." } }, "confirmation": { "type": "string", "title": "Confirmation word", "maxLength": 20, "description": "The word `CLOSE`, typed by hand.", "x-messages": { "required": "Type CLOSE to confirm.", "maxLength": "Type CLOSE to confirm." } }, "balance": { "type": "string", "enum": ["pay_back", "give_up"], "description": "`pay_back`: refunds to the cards or accounts that paid and a bank transfer for the rest, free of charge, after finance approves; `give_up`: the balance is given up explicitly." }, "bank_account": { "type": "object", "title": "Bank account", "required": ["account_number", "bank_code"], "additionalProperties": false, "properties": { "account_number": { "type": "string", "title": "Account number (NUBAN)", "pattern": "^[0-9]{10}$", "x-messages": { "required": "The account number must be 10 digits (NUBAN).", "pattern": "The account number must be 10 digits (NUBAN)." } }, "bank_code": { "type": "string", "title": "Bank", "pattern": "^[0-9]{3,6}$", "x-messages": { "required": "Choose your bank.", "pattern": "Choose your bank." } } } } }, "$id": "-4b38d65d" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[0-9]{6}$", "u");
    var pattern1 = new RegExp("^[0-9]{10}$", "u");
    var pattern2 = new RegExp("^[0-9]{3,6}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.password === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password" }, message: "must have required property 'password'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.confirmation === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "confirmation" }, message: "must have required property 'confirmation'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "password" || key0 === "code" || key0 === "confirmation" || key0 === "balance" || key0 === "bank_account")) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.password !== void 0) {
          let data0 = data.password;
          if (typeof data0 === "string") {
            if (func2(data0) > 200) {
              const err3 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema11.properties.password, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err4 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.password, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.password.type, parentSchema: schema11.properties.password, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.code !== void 0) {
          let data1 = data.code;
          if (typeof data1 === "string") {
            if (!pattern0.test(data1)) {
              const err6 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{6}$" }, message: 'must match pattern "^[0-9]{6}$"', schema: "^[0-9]{6}$", parentSchema: schema11.properties.code, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.code.type, parentSchema: schema11.properties.code, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.confirmation !== void 0) {
          let data2 = data.confirmation;
          if (typeof data2 === "string") {
            if (func2(data2) > 20) {
              const err8 = { instancePath: instancePath + "/confirmation", schemaPath: "#/properties/confirmation/maxLength", keyword: "maxLength", params: { limit: 20 }, message: "must NOT have more than 20 characters", schema: 20, parentSchema: schema11.properties.confirmation, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/confirmation", schemaPath: "#/properties/confirmation/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.confirmation.type, parentSchema: schema11.properties.confirmation, data: data2 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.balance !== void 0) {
          let data3 = data.balance;
          if (typeof data3 !== "string") {
            const err10 = { instancePath: instancePath + "/balance", schemaPath: "#/properties/balance/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.balance.type, parentSchema: schema11.properties.balance, data: data3 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (!(data3 === "pay_back" || data3 === "give_up")) {
            const err11 = { instancePath: instancePath + "/balance", schemaPath: "#/properties/balance/enum", keyword: "enum", params: { allowedValues: schema11.properties.balance.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.balance.enum, parentSchema: schema11.properties.balance, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.bank_account !== void 0) {
          let data4 = data.bank_account;
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.account_number === void 0) {
              const err12 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/required", keyword: "required", params: { missingProperty: "account_number" }, message: "must have required property 'account_number'", schema: schema11.properties.bank_account.required, parentSchema: schema11.properties.bank_account, data: data4 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (data4.bank_code === void 0) {
              const err13 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/required", keyword: "required", params: { missingProperty: "bank_code" }, message: "must have required property 'bank_code'", schema: schema11.properties.bank_account.required, parentSchema: schema11.properties.bank_account, data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "account_number" || key1 === "bank_code")) {
                const err14 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.bank_account, data: data4 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data4.account_number !== void 0) {
              let data5 = data4.account_number;
              if (typeof data5 === "string") {
                if (!pattern1.test(data5)) {
                  const err15 = { instancePath: instancePath + "/bank_account/account_number", schemaPath: "#/properties/bank_account/properties/account_number/pattern", keyword: "pattern", params: { pattern: "^[0-9]{10}$" }, message: 'must match pattern "^[0-9]{10}$"', schema: "^[0-9]{10}$", parentSchema: schema11.properties.bank_account.properties.account_number, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/bank_account/account_number", schemaPath: "#/properties/bank_account/properties/account_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bank_account.properties.account_number.type, parentSchema: schema11.properties.bank_account.properties.account_number, data: data5 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data4.bank_code !== void 0) {
              let data6 = data4.bank_code;
              if (typeof data6 === "string") {
                if (!pattern2.test(data6)) {
                  const err17 = { instancePath: instancePath + "/bank_account/bank_code", schemaPath: "#/properties/bank_account/properties/bank_code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{3,6}$" }, message: 'must match pattern "^[0-9]{3,6}$"', schema: "^[0-9]{3,6}$", parentSchema: schema11.properties.bank_account.properties.bank_code, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
              } else {
                const err18 = { instancePath: instancePath + "/bank_account/bank_code", schemaPath: "#/properties/bank_account/properties/bank_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.bank_account.properties.bank_code.type, parentSchema: schema11.properties.bank_account.properties.bank_code, data: data6 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
          } else {
            const err19 = { instancePath: instancePath + "/bank_account", schemaPath: "#/properties/bank_account/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.bank_account.type, parentSchema: schema11.properties.bank_account, data: data4 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_CloseAccountRequest();

/** The CloseAccountRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "required": [
    "password",
    "confirmation"
  ],
  "additionalProperties": false,
  "properties": {
    "password": {
      "type": "string",
      "title": "Password",
      "minLength": 1,
      "maxLength": 200,
      "x-messages": {
        "required": "Enter your password.",
        "minLength": "Enter your password."
      }
    },
    "code": {
      "type": "string",
      "title": "Authenticator code",
      "description": "Required when two-factor authentication is on.",
      "pattern": "^[0-9]{6}$",
      "x-messages": {
        "pattern": "Enter the 6-digit code from your authenticator app."
      }
    },
    "confirmation": {
      "type": "string",
      "title": "Confirmation word",
      "maxLength": 20,
      "description": "The word `CLOSE`, typed by hand.",
      "x-messages": {
        "required": "Type CLOSE to confirm.",
        "maxLength": "Type CLOSE to confirm."
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
