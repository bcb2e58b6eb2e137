/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for StaffRefundRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.StaffRefundRequest) so that a form loads only its own schema.
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

// StaffRefundRequest.cjs
var require_StaffRefundRequest = __commonJS({
  "StaffRefundRequest.cjs"(exports) {
    exports["-3dcebe61"] = validate10;
    var schema11 = { "type": "object", "title": "Refund a top-up", "additionalProperties": false, "required": ["deposit_reference", "amount", "reason"], "properties": { "deposit_reference": { "type": "string", "title": "Top-up reference", "minLength": 5, "maxLength": 64, "pattern": "^[A-Za-z0-9_-]+$" }, "amount": { "type": "number", "title": "Amount (\u20A6)", "description": "Naira, at most two decimals.", "minimum": 1, "maximum": 1e7, "multipleOf": 0.01 }, "reason": { "type": "string", "title": "Reason", "minLength": 3, "maxLength": 500 }, "ticket": { "type": "string", "title": "Ticket number", "description": "The number of the customer's ticket it answers (its support message says what was done).", "minLength": 1, "maxLength": 20, "pattern": "^[0-9]+$" } }, "$id": "-3dcebe61" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");
    var pattern1 = new RegExp("^[0-9]+$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.deposit_reference === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deposit_reference" }, message: "must have required property 'deposit_reference'", schema: schema11.required, parentSchema: schema11, data };
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
        for (const key0 in data) {
          if (!(key0 === "deposit_reference" || key0 === "amount" || key0 === "reason" || key0 === "ticket")) {
            const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data.deposit_reference !== void 0) {
          let data0 = data.deposit_reference;
          if (typeof data0 === "string") {
            if (func2(data0) > 64) {
              const err4 = { instancePath: instancePath + "/deposit_reference", schemaPath: "#/properties/deposit_reference/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", schema: 64, parentSchema: schema11.properties.deposit_reference, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (func2(data0) < 5) {
              const err5 = { instancePath: instancePath + "/deposit_reference", schemaPath: "#/properties/deposit_reference/minLength", keyword: "minLength", params: { limit: 5 }, message: "must NOT have fewer than 5 characters", schema: 5, parentSchema: schema11.properties.deposit_reference, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (!pattern0.test(data0)) {
              const err6 = { instancePath: instancePath + "/deposit_reference", schemaPath: "#/properties/deposit_reference/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]+$" }, message: 'must match pattern "^[A-Za-z0-9_-]+$"', schema: "^[A-Za-z0-9_-]+$", parentSchema: schema11.properties.deposit_reference, data: data0 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/deposit_reference", schemaPath: "#/properties/deposit_reference/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.deposit_reference.type, parentSchema: schema11.properties.deposit_reference, data: data0 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.amount !== void 0) {
          let data1 = data.amount;
          if (typeof data1 == "number") {
            if (data1 > 1e7 || isNaN(data1)) {
              const err8 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.amount, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data1 < 1 || isNaN(data1)) {
              const err9 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.amount, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            let res0;
            if (res0 = data1 / 0.01, Math.abs(Math.round(res0) - res0) > 1e-8) {
              const err10 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/multipleOf", keyword: "multipleOf", params: { multipleOf: 0.01 }, message: "must be multiple of 0.01", schema: 0.01, parentSchema: schema11.properties.amount, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.amount.type, parentSchema: schema11.properties.amount, data: data1 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.reason !== void 0) {
          let data2 = data.reason;
          if (typeof data2 === "string") {
            if (func2(data2) > 500) {
              const err12 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (func2(data2) < 3) {
              const err13 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/minLength", keyword: "minLength", params: { limit: 3 }, message: "must NOT have fewer than 3 characters", schema: 3, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data2 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.ticket !== void 0) {
          let data3 = data.ticket;
          if (typeof data3 === "string") {
            if (func2(data3) > 20) {
              const err15 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/maxLength", keyword: "maxLength", params: { limit: 20 }, message: "must NOT have more than 20 characters", schema: 20, parentSchema: schema11.properties.ticket, data: data3 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err16 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.ticket, data: data3 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (!pattern1.test(data3)) {
              const err17 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/pattern", keyword: "pattern", params: { pattern: "^[0-9]+$" }, message: 'must match pattern "^[0-9]+$"', schema: "^[0-9]+$", parentSchema: schema11.properties.ticket, data: data3 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.ticket.type, parentSchema: schema11.properties.ticket, data: data3 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_StaffRefundRequest();

/** The StaffRefundRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Refund a top-up",
  "additionalProperties": false,
  "required": [
    "deposit_reference",
    "amount",
    "reason"
  ],
  "properties": {
    "deposit_reference": {
      "type": "string",
      "title": "Top-up reference",
      "minLength": 5,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "amount": {
      "type": "number",
      "title": "Amount (₦)",
      "description": "Naira, at most two decimals.",
      "minimum": 1,
      "maximum": 10000000,
      "multipleOf": 0.01
    },
    "reason": {
      "type": "string",
      "title": "Reason",
      "minLength": 3,
      "maxLength": 500
    },
    "ticket": {
      "type": "string",
      "title": "Ticket number",
      "description": "The number of the customer's ticket it answers (its support message says what was done).",
      "minLength": 1,
      "maxLength": 20,
      "pattern": "^[0-9]+$"
    }
  }
};
