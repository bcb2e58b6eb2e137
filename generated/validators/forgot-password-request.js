/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for ForgotPasswordRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.ForgotPasswordRequest) so that a form loads only its own schema.
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

// ForgotPasswordRequest.cjs
var require_ForgotPasswordRequest = __commonJS({
  "ForgotPasswordRequest.cjs"(exports) {
    exports["7537ef21"] = validate10;
    var schema11 = { "type": "object", "title": "Forgot Password", "required": ["type", "value"], "properties": { "type": { "type": "string", "title": "Identify by", "enum": ["email", "username"], "x-messages": { "required": "Username or email address is required", "enum": "Username or email address is required" } }, "value": { "type": "string", "title": "Email address or username", "minLength": 1, "maxLength": 254, "description": "An e-mail address when `type` is `email`, otherwise a username.", "x-messages": { "required": "username is required", "minLength": "username is required", "maxLength": "username may not be greater than 254 characters" } } }, "if": { "required": ["type"], "properties": { "type": { "const": "email" } } }, "then": { "properties": { "type": { "const": "email" }, "value": { "type": "string", "format": "email", "x-messages": { "required": "email is required", "minLength": "email is required", "format": "email is required" } } } }, "$id": "7537ef21" };
    var formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const _errs1 = errors;
      let valid0 = true;
      const _errs2 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (data.type === void 0 && (missing0 = "type")) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        } else {
          if (data.type !== void 0) {
            if ("email" !== data.type) {
              const err1 = {};
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          }
        }
      }
      var _valid0 = _errs2 === errors;
      errors = _errs1;
      if (vErrors !== null) {
        if (_errs1) {
          vErrors.length = _errs1;
        } else {
          vErrors = null;
        }
      }
      if (_valid0) {
        const _errs4 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.type !== void 0) {
            let data1 = data.type;
            if ("email" !== data1) {
              const err2 = { instancePath: instancePath + "/type", schemaPath: "#/then/properties/type/const", keyword: "const", params: { allowedValue: "email" }, message: "must be equal to constant", schema: "email", parentSchema: schema11.then.properties.type, data: data1 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          }
          if (data.value !== void 0) {
            let data2 = data.value;
            if (typeof data2 === "string") {
              if (!formats0.test(data2)) {
                const err3 = { instancePath: instancePath + "/value", schemaPath: "#/then/properties/value/format", keyword: "format", params: { format: "email" }, message: 'must match format "email"', schema: "email", parentSchema: schema11.then.properties.value, data: data2 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            } else {
              const err4 = { instancePath: instancePath + "/value", schemaPath: "#/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.then.properties.value.type, parentSchema: schema11.then.properties.value, data: data2 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
        }
        var _valid0 = _errs4 === errors;
        valid0 = _valid0;
      }
      if (!valid0) {
        const err5 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.if, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === void 0) {
          const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data.value === void 0) {
          const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data.type !== void 0) {
          let data3 = data.type;
          if (typeof data3 !== "string") {
            const err8 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.type.type, parentSchema: schema11.properties.type, data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (!(data3 === "email" || data3 === "username")) {
            const err9 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema11.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.type.enum, parentSchema: schema11.properties.type, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.value !== void 0) {
          let data4 = data.value;
          if (typeof data4 === "string") {
            if (func2(data4) > 254) {
              const err10 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/maxLength", keyword: "maxLength", params: { limit: 254 }, message: "must NOT have more than 254 characters", schema: 254, parentSchema: schema11.properties.value, data: data4 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (func2(data4) < 1) {
              const err11 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.value, data: data4 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.value.type, parentSchema: schema11.properties.value, data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
    exports["6fa5a895"] = validate11;
    var schema12 = { "required": ["type"], "properties": { "type": { "const": "email" } }, "$id": "6fa5a895" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'", schema: schema12.required, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.type !== void 0) {
          let data0 = data.type;
          if ("email" !== data0) {
            const err1 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "email" }, message: "must be equal to constant", schema: "email", parentSchema: schema12.properties.type, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      }
      validate11.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_ForgotPasswordRequest();

/** The ForgotPasswordRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Forgot Password",
  "required": [
    "type",
    "value"
  ],
  "properties": {
    "type": {
      "type": "string",
      "title": "Identify by",
      "enum": [
        "email",
        "username"
      ],
      "x-messages": {
        "required": "Username or email address is required",
        "enum": "Username or email address is required"
      }
    },
    "value": {
      "type": "string",
      "title": "Email address or username",
      "minLength": 1,
      "maxLength": 254,
      "description": "An e-mail address when `type` is `email`, otherwise a username.",
      "x-messages": {
        "required": "username is required",
        "minLength": "username is required",
        "maxLength": "username may not be greater than 254 characters"
      }
    }
  },
  "if": {
    "required": [
      "type"
    ],
    "properties": {
      "type": {
        "const": "email"
      }
    }
  },
  "then": {
    "properties": {
      "type": {
        "const": "email"
      },
      "value": {
        "type": "string",
        "format": "email",
        "x-messages": {
          "required": "email is required",
          "minLength": "email is required",
          "format": "email is required"
        }
      }
    }
  }
};
