/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for ChangePasswordRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.ChangePasswordRequest) so that a form loads only its own schema.
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

// ChangePasswordRequest.cjs
var require_ChangePasswordRequest = __commonJS({
  "ChangePasswordRequest.cjs"(exports) {
    exports["-378c27b1"] = validate10;
    var schema11 = { "type": "object", "title": "Change Your Password", "required": ["old_password", "password", "password_confirmation"], "properties": { "old_password": { "type": "string", "title": "Current Password", "minLength": 6, "maxLength": 128, "x-messages": { "required": "Password is required", "minLength": "Cannot be less than six characters", "maxLength": "Password may not be greater than 128 characters" } }, "password": { "type": "string", "title": "Password", "minLength": 6, "maxLength": 128, "x-messages": { "required": "Password is required", "minLength": "Cannot be less than six characters", "maxLength": "Password may not be greater than 128 characters" } }, "password_confirmation": { "type": "string", "title": "Confirm Password", "minLength": 1, "x-match": "password", "x-messages": { "required": "Please confirm your password.", "minLength": "Please confirm your password.", "match": "Your passwords do not match." } } }, "$id": "-378c27b1" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.old_password === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "old_password" }, message: "must have required property 'old_password'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.password === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password" }, message: "must have required property 'password'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.password_confirmation === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password_confirmation" }, message: "must have required property 'password_confirmation'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.old_password !== void 0) {
          let data0 = data.old_password;
          if (typeof data0 === "string") {
            if (func2(data0) > 128) {
              const err3 = { instancePath: instancePath + "/old_password", schemaPath: "#/properties/old_password/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema11.properties.old_password, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (func2(data0) < 6) {
              const err4 = { instancePath: instancePath + "/old_password", schemaPath: "#/properties/old_password/minLength", keyword: "minLength", params: { limit: 6 }, message: "must NOT have fewer than 6 characters", schema: 6, parentSchema: schema11.properties.old_password, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/old_password", schemaPath: "#/properties/old_password/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.old_password.type, parentSchema: schema11.properties.old_password, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.password !== void 0) {
          let data1 = data.password;
          if (typeof data1 === "string") {
            if (func2(data1) > 128) {
              const err6 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema11.properties.password, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (func2(data1) < 6) {
              const err7 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/minLength", keyword: "minLength", params: { limit: 6 }, message: "must NOT have fewer than 6 characters", schema: 6, parentSchema: schema11.properties.password, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.password.type, parentSchema: schema11.properties.password, data: data1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.password_confirmation !== void 0) {
          let data2 = data.password_confirmation;
          if (typeof data2 === "string") {
            if (func2(data2) < 1) {
              const err9 = { instancePath: instancePath + "/password_confirmation", schemaPath: "#/properties/password_confirmation/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.password_confirmation, data: data2 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/password_confirmation", schemaPath: "#/properties/password_confirmation/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.password_confirmation.type, parentSchema: schema11.properties.password_confirmation, data: data2 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_ChangePasswordRequest();

/** The ChangePasswordRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Change Your Password",
  "required": [
    "old_password",
    "password",
    "password_confirmation"
  ],
  "properties": {
    "old_password": {
      "type": "string",
      "title": "Current Password",
      "minLength": 6,
      "maxLength": 128,
      "x-messages": {
        "required": "Password is required",
        "minLength": "Cannot be less than six characters",
        "maxLength": "Password may not be greater than 128 characters"
      }
    },
    "password": {
      "type": "string",
      "title": "Password",
      "minLength": 6,
      "maxLength": 128,
      "x-messages": {
        "required": "Password is required",
        "minLength": "Cannot be less than six characters",
        "maxLength": "Password may not be greater than 128 characters"
      }
    },
    "password_confirmation": {
      "type": "string",
      "title": "Confirm Password",
      "minLength": 1,
      "x-match": "password",
      "x-messages": {
        "required": "Please confirm your password.",
        "minLength": "Please confirm your password.",
        "match": "Your passwords do not match."
      }
    }
  }
};
