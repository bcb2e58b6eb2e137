/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for StaffAdjustmentRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.StaffAdjustmentRequest) so that a form loads only its own schema.
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

// StaffAdjustmentRequest.cjs
var require_StaffAdjustmentRequest = __commonJS({
  "StaffAdjustmentRequest.cjs"(exports) {
    exports["-28756cb7"] = validate10;
    var schema11 = { "type": "object", "title": "Adjust balance", "required": ["direction", "amount", "reason"], "properties": { "direction": { "type": "string", "title": "Credit or debit", "description": "`credit` adds to the balance, `debit` takes from it.", "enum": ["credit", "debit"], "x-messages": { "required": "Choose credit or debit.", "enum": "Choose credit or debit." } }, "amount": { "type": "number", "title": "Amount (\u20A6)", "description": "Amount in Naira (at most two decimals are kept).", "minimum": 1, "maximum": 1e6, "x-messages": { "required": "Amount is required", "type": "Amount is required", "minimum": "Amount cannot be less than 1 Naira", "maximum": "Amount cannot be more than 1000000 Naira" } }, "reason": { "type": "string", "title": "Reason", "description": "Why (the console and the audit trail show it; the customer's e-mail does not).", "minLength": 1, "maxLength": 500, "pattern": "\\S", "x-messages": { "required": "Give a reason.", "minLength": "Give a reason.", "pattern": "Give a reason.", "maxLength": "The reason may not be greater than 500 characters" } }, "ticket": { "type": "string", "title": "Ticket number (optional)", "description": "The number of this customer's support ticket it answers; the ticket gets a support message with the outcome.", "minLength": 1, "maxLength": 20, "pattern": "^[0-9]+$", "x-messages": { "pattern": "A ticket number is digits only.", "minLength": "A ticket number is digits only.", "maxLength": "A ticket number is digits only." } } }, "$id": "-28756cb7" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("\\S", "u");
    var pattern1 = new RegExp("^[0-9]+$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.direction === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "direction" }, message: "must have required property 'direction'", schema: schema11.required, parentSchema: schema11, data };
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
        if (data.reason === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.direction !== void 0) {
          let data0 = data.direction;
          if (typeof data0 !== "string") {
            const err3 = { instancePath: instancePath + "/direction", schemaPath: "#/properties/direction/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.direction.type, parentSchema: schema11.properties.direction, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (!(data0 === "credit" || data0 === "debit")) {
            const err4 = { instancePath: instancePath + "/direction", schemaPath: "#/properties/direction/enum", keyword: "enum", params: { allowedValues: schema11.properties.direction.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.direction.enum, parentSchema: schema11.properties.direction, data: data0 };
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
            if (data1 < 1 || isNaN(data1)) {
              const err6 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.amount, data: data1 };
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
        if (data.reason !== void 0) {
          let data2 = data.reason;
          if (typeof data2 === "string") {
            if (func2(data2) > 500) {
              const err8 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func2(data2) < 1) {
              const err9 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (!pattern0.test(data2)) {
              const err10 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.ticket !== void 0) {
          let data3 = data.ticket;
          if (typeof data3 === "string") {
            if (func2(data3) > 20) {
              const err12 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/maxLength", keyword: "maxLength", params: { limit: 20 }, message: "must NOT have more than 20 characters", schema: 20, parentSchema: schema11.properties.ticket, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err13 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.ticket, data: data3 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (!pattern1.test(data3)) {
              const err14 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/pattern", keyword: "pattern", params: { pattern: "^[0-9]+$" }, message: 'must match pattern "^[0-9]+$"', schema: "^[0-9]+$", parentSchema: schema11.properties.ticket, data: data3 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.ticket.type, parentSchema: schema11.properties.ticket, data: data3 };
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
export default require_StaffAdjustmentRequest();

/** The StaffAdjustmentRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Adjust balance",
  "required": [
    "direction",
    "amount",
    "reason"
  ],
  "properties": {
    "direction": {
      "type": "string",
      "title": "Credit or debit",
      "description": "`credit` adds to the balance, `debit` takes from it.",
      "enum": [
        "credit",
        "debit"
      ],
      "x-messages": {
        "required": "Choose credit or debit.",
        "enum": "Choose credit or debit."
      }
    },
    "amount": {
      "type": "number",
      "title": "Amount (₦)",
      "description": "Amount in Naira (at most two decimals are kept).",
      "minimum": 1,
      "maximum": 1000000,
      "x-messages": {
        "required": "Amount is required",
        "type": "Amount is required",
        "minimum": "Amount cannot be less than 1 Naira",
        "maximum": "Amount cannot be more than 1000000 Naira"
      }
    },
    "reason": {
      "type": "string",
      "title": "Reason",
      "description": "Why (the console and the audit trail show it; the customer's e-mail does not).",
      "minLength": 1,
      "maxLength": 500,
      "pattern": "\\S",
      "x-messages": {
        "required": "Give a reason.",
        "minLength": "Give a reason.",
        "pattern": "Give a reason.",
        "maxLength": "The reason may not be greater than 500 characters"
      }
    },
    "ticket": {
      "type": "string",
      "title": "Ticket number (optional)",
      "description": "The number of this customer's support ticket it answers; the ticket gets a support message with the outcome.",
      "minLength": 1,
      "maxLength": 20,
      "pattern": "^[0-9]+$",
      "x-messages": {
        "pattern": "A ticket number is digits only.",
        "minLength": "A ticket number is digits only.",
        "maxLength": "A ticket number is digits only."
      }
    }
  }
};
