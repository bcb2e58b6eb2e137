/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for AcceptStaffInviteRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.AcceptStaffInviteRequest) so that a form loads only its own schema.
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

// AcceptStaffInviteRequest.cjs
var require_AcceptStaffInviteRequest = __commonJS({
  "AcceptStaffInviteRequest.cjs"(exports) {
    exports["-904a8d0"] = validate10;
    var schema11 = { "type": "object", "title": "Set up your staff account", "required": ["token", "name", "password", "password_confirmation", "code"], "properties": { "token": { "type": "string", "minLength": 1, "maxLength": 200, "description": "The token of the set-up link.", "x-messages": { "required": "This set-up link is invalid, used or expired. Ask an admin for a new one.", "minLength": "This set-up link is invalid, used or expired. Ask an admin for a new one.", "maxLength": "This set-up link is invalid, used or expired. Ask an admin for a new one." } }, "name": { "type": "string", "title": "Full name", "minLength": 1, "maxLength": 120, "pattern": "\\S", "x-messages": { "required": "Your name is required", "minLength": "Your name is required", "pattern": "Your name is required", "maxLength": "Name may not be greater than 120 characters" } }, "password": { "type": "string", "title": "Password", "minLength": 12, "maxLength": 128, "x-messages": { "required": "Password is required", "minLength": "A staff password has at least 12 characters", "maxLength": "Password may not be greater than 128 characters" } }, "password_confirmation": { "type": "string", "title": "Confirm Password", "minLength": 1, "x-match": "password", "x-messages": { "required": "Please confirm your password.", "minLength": "Please confirm your password.", "match": "Your passwords do not match." } }, "code": { "type": "string", "title": "Authenticator code", "pattern": "^[0-9]{6}$", "x-messages": { "required": "Code is required", "pattern": "Code must be 6 digits" } } }, "$id": "-904a8d0" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("\\S", "u");
    var pattern1 = new RegExp("^[0-9]{6}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.token === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "token" }, message: "must have required property 'token'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.name === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.password === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password" }, message: "must have required property 'password'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.password_confirmation === void 0) {
          const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password_confirmation" }, message: "must have required property 'password_confirmation'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data.code === void 0) {
          const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data.token !== void 0) {
          let data0 = data.token;
          if (typeof data0 === "string") {
            if (func2(data0) > 200) {
              const err5 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema11.properties.token, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err6 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.token, data: data0 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.token.type, parentSchema: schema11.properties.token, data: data0 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.name !== void 0) {
          let data1 = data.name;
          if (typeof data1 === "string") {
            if (func2(data1) > 120) {
              const err8 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 120 }, message: "must NOT have more than 120 characters", schema: 120, parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err9 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (!pattern0.test(data1)) {
              const err10 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.name.type, parentSchema: schema11.properties.name, data: data1 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.password !== void 0) {
          let data2 = data.password;
          if (typeof data2 === "string") {
            if (func2(data2) > 128) {
              const err12 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters", schema: 128, parentSchema: schema11.properties.password, data: data2 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (func2(data2) < 12) {
              const err13 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/minLength", keyword: "minLength", params: { limit: 12 }, message: "must NOT have fewer than 12 characters", schema: 12, parentSchema: schema11.properties.password, data: data2 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.password.type, parentSchema: schema11.properties.password, data: data2 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.password_confirmation !== void 0) {
          let data3 = data.password_confirmation;
          if (typeof data3 === "string") {
            if (func2(data3) < 1) {
              const err15 = { instancePath: instancePath + "/password_confirmation", schemaPath: "#/properties/password_confirmation/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.password_confirmation, data: data3 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/password_confirmation", schemaPath: "#/properties/password_confirmation/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.password_confirmation.type, parentSchema: schema11.properties.password_confirmation, data: data3 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data.code !== void 0) {
          let data4 = data.code;
          if (typeof data4 === "string") {
            if (!pattern1.test(data4)) {
              const err17 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{6}$" }, message: 'must match pattern "^[0-9]{6}$"', schema: "^[0-9]{6}$", parentSchema: schema11.properties.code, data: data4 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.code.type, parentSchema: schema11.properties.code, data: data4 };
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
export default require_AcceptStaffInviteRequest();

/** The AcceptStaffInviteRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Set up your staff account",
  "required": [
    "token",
    "name",
    "password",
    "password_confirmation",
    "code"
  ],
  "properties": {
    "token": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "description": "The token of the set-up link.",
      "x-messages": {
        "required": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
        "minLength": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
        "maxLength": "This set-up link is invalid, used or expired. Ask an admin for a new one."
      }
    },
    "name": {
      "type": "string",
      "title": "Full name",
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S",
      "x-messages": {
        "required": "Your name is required",
        "minLength": "Your name is required",
        "pattern": "Your name is required",
        "maxLength": "Name may not be greater than 120 characters"
      }
    },
    "password": {
      "type": "string",
      "title": "Password",
      "minLength": 12,
      "maxLength": 128,
      "x-messages": {
        "required": "Password is required",
        "minLength": "A staff password has at least 12 characters",
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
    },
    "code": {
      "type": "string",
      "title": "Authenticator code",
      "pattern": "^[0-9]{6}$",
      "x-messages": {
        "required": "Code is required",
        "pattern": "Code must be 6 digits"
      }
    }
  }
};
