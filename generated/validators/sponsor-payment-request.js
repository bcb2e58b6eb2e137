/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for SponsorPaymentRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.SponsorPaymentRequest) so that a form loads only its own schema.
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

// SponsorPaymentRequest.cjs
var require_SponsorPaymentRequest = __commonJS({
  "SponsorPaymentRequest.cjs"(exports) {
    exports["158bf73a"] = validate10;
    var schema11 = { "type": "object", "title": "Pay", "required": ["method_code", "amount", "name", "email"], "properties": { "method_code": { "type": "string", "title": "Provider", "minLength": 1, "maxLength": 40, "x-messages": { "required": "Provider is required", "minLength": "Provider is required", "maxLength": "Provider is required" } }, "amount": { "type": "number", "title": "Amount", "description": "Amount in Naira (at most two decimals are kept).", "minimum": 100, "maximum": 1e6, "x-messages": { "required": "Amount is required", "type": "Amount is required", "minimum": "Amount cannot be less than 100 Naira", "maximum": "Amount cannot be more than 1000000 Naira" } }, "name": { "type": "string", "title": "Your name", "minLength": 1, "maxLength": 100, "x-messages": { "required": "Your name is required", "minLength": "Your name is required", "maxLength": "Your name may not be greater than 100 characters" } }, "email": { "type": "string", "title": "Your email address", "format": "email", "maxLength": 254, "x-messages": { "required": "Email is required", "format": "Please enter a valid email address", "maxLength": "Email may not be greater than 254 characters" } } }, "$id": "158bf73a" };
    var func2 = require_ucs2length().default;
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
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
        if (data.name === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.email === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "email" }, message: "must have required property 'email'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.method_code !== void 0) {
          let data0 = data.method_code;
          if (typeof data0 === "string") {
            if (func2(data0) > 40) {
              const err4 = { instancePath: instancePath + "/method_code", schemaPath: "#/properties/method_code/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters", schema: 40, parentSchema: schema11.properties.method_code, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err5 = { instancePath: instancePath + "/method_code", schemaPath: "#/properties/method_code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.method_code, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/method_code", schemaPath: "#/properties/method_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.method_code.type, parentSchema: schema11.properties.method_code, data: data0 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.amount !== void 0) {
          let data1 = data.amount;
          if (typeof data1 == "number") {
            if (data1 > 1e6 || isNaN(data1)) {
              const err7 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema11.properties.amount, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data1 < 100 || isNaN(data1)) {
              const err8 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema11.properties.amount, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.amount.type, parentSchema: schema11.properties.amount, data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.name !== void 0) {
          let data2 = data.name;
          if (typeof data2 === "string") {
            if (func2(data2) > 100) {
              const err10 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.name, data: data2 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (func2(data2) < 1) {
              const err11 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.name, data: data2 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.name.type, parentSchema: schema11.properties.name, data: data2 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.email !== void 0) {
          let data3 = data.email;
          if (typeof data3 === "string") {
            if (func2(data3) > 254) {
              const err13 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/maxLength", keyword: "maxLength", params: { limit: 254 }, message: "must NOT have more than 254 characters", schema: 254, parentSchema: schema11.properties.email, data: data3 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (!formats0.test(data3)) {
              const err14 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.properties.email, data: data3 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = { instancePath: instancePath + "/email", schemaPath: "#/properties/email/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.email.type, parentSchema: schema11.properties.email, data: data3 };
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
export default require_SponsorPaymentRequest();

/** The SponsorPaymentRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Pay",
  "required": [
    "method_code",
    "amount",
    "name",
    "email"
  ],
  "properties": {
    "method_code": {
      "type": "string",
      "title": "Provider",
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
    },
    "name": {
      "type": "string",
      "title": "Your name",
      "minLength": 1,
      "maxLength": 100,
      "x-messages": {
        "required": "Your name is required",
        "minLength": "Your name is required",
        "maxLength": "Your name may not be greater than 100 characters"
      }
    },
    "email": {
      "type": "string",
      "title": "Your email address",
      "format": "email",
      "maxLength": 254,
      "x-messages": {
        "required": "Email is required",
        "format": "Please enter a valid email address",
        "maxLength": "Email may not be greater than 254 characters"
      }
    }
  }
};
