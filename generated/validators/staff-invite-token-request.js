/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for StaffInviteTokenRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.StaffInviteTokenRequest) so that a form loads only its own schema.
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

// StaffInviteTokenRequest.cjs
var require_StaffInviteTokenRequest = __commonJS({
  "StaffInviteTokenRequest.cjs"(exports) {
    exports.c25f1a8 = validate10;
    var schema11 = { "type": "object", "title": "Set-up link", "required": ["token"], "properties": { "token": { "type": "string", "minLength": 1, "maxLength": 200, "description": "The token of the set-up link (after `#token=`).", "x-messages": { "required": "This set-up link is invalid, used or expired. Ask an admin for a new one.", "minLength": "This set-up link is invalid, used or expired. Ask an admin for a new one.", "maxLength": "This set-up link is invalid, used or expired. Ask an admin for a new one." } } }, "$id": "c25f1a8" };
    var func2 = require_ucs2length().default;
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
        if (data.token !== void 0) {
          let data0 = data.token;
          if (typeof data0 === "string") {
            if (func2(data0) > 200) {
              const err1 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema11.properties.token, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err2 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.token, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          } else {
            const err3 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.token.type, parentSchema: schema11.properties.token, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_StaffInviteTokenRequest();

/** The StaffInviteTokenRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Set-up link",
  "required": [
    "token"
  ],
  "properties": {
    "token": {
      "type": "string",
      "minLength": 1,
      "maxLength": 200,
      "description": "The token of the set-up link (after `#token=`).",
      "x-messages": {
        "required": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
        "minLength": "This set-up link is invalid, used or expired. Ask an admin for a new one.",
        "maxLength": "This set-up link is invalid, used or expired. Ask an admin for a new one."
      }
    }
  }
};
