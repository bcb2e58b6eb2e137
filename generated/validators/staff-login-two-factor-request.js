/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for StaffLoginTwoFactorRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.StaffLoginTwoFactorRequest) so that a form loads only its own schema.
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

// StaffLoginTwoFactorRequest.cjs
var require_StaffLoginTwoFactorRequest = __commonJS({
  "StaffLoginTwoFactorRequest.cjs"(exports) {
    exports["5a28b006"] = validate10;
    var schema11 = { "type": "object", "title": "Authenticator code", "required": ["challenge", "code"], "properties": { "challenge": { "type": "string", "minLength": 1, "maxLength": 200, "description": "The `challenge` from `staffLogin`.", "x-messages": { "required": "Your sign-in attempt has expired. Please log in again.", "minLength": "Your sign-in attempt has expired. Please log in again.", "maxLength": "Your sign-in attempt has expired. Please log in again." } }, "code": { "type": "string", "title": "Code", "pattern": "^[0-9]{6}$", "x-messages": { "required": "Code is required", "pattern": "Code must be 6 digits" } } }, "$id": "5a28b006" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[0-9]{6}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.challenge === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "challenge" }, message: "must have required property 'challenge'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.code === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.challenge !== void 0) {
          let data0 = data.challenge;
          if (typeof data0 === "string") {
            if (func2(data0) > 200) {
              const err2 = { instancePath: instancePath + "/challenge", schemaPath: "#/properties/challenge/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema11.properties.challenge, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err3 = { instancePath: instancePath + "/challenge", schemaPath: "#/properties/challenge/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.challenge, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/challenge", schemaPath: "#/properties/challenge/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.challenge.type, parentSchema: schema11.properties.challenge, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.code !== void 0) {
          let data1 = data.code;
          if (typeof data1 === "string") {
            if (!pattern0.test(data1)) {
              const err5 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/pattern", keyword: "pattern", params: { pattern: "^[0-9]{6}$" }, message: 'must match pattern "^[0-9]{6}$"', schema: "^[0-9]{6}$", parentSchema: schema11.properties.code, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.code.type, parentSchema: schema11.properties.code, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_StaffLoginTwoFactorRequest();

/** The StaffLoginTwoFactorRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Authenticator code",
  "required": [
    "challenge",
    "code"
  ],
  "properties": {
    "challenge": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "description": "The `challenge` from `staffLogin`.",
      "x-messages": {
        "required": "Your sign-in attempt has expired. Please log in again.",
        "minLength": "Your sign-in attempt has expired. Please log in again.",
        "maxLength": "Your sign-in attempt has expired. Please log in again."
      }
    },
    "code": {
      "type": "string",
      "title": "Code",
      "pattern": "^[0-9]{6}$",
      "x-messages": {
        "required": "Code is required",
        "pattern": "Code must be 6 digits"
      }
    }
  }
};
