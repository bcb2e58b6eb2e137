/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for PushSubscriptionRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.PushSubscriptionRequest) so that a form loads only its own schema.
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

// PushSubscriptionRequest.cjs
var require_PushSubscriptionRequest = __commonJS({
  "PushSubscriptionRequest.cjs"(exports) {
    exports["-33db219a"] = validate10;
    var schema11 = { "type": "object", "required": ["endpoint", "keys"], "properties": { "endpoint": { "type": "string", "minLength": 1, "maxLength": 1e3 }, "expirationTime": { "type": ["number", "null"] }, "keys": { "type": "object", "required": ["p256dh", "auth"], "properties": { "p256dh": { "type": "string", "pattern": "^[A-Za-z0-9_-]{86,88}={0,2}$" }, "auth": { "type": "string", "pattern": "^[A-Za-z0-9_-]{22,24}={0,2}$" } } }, "label": { "type": "string", "maxLength": 80 } }, "$id": "-33db219a" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[A-Za-z0-9_-]{86,88}={0,2}$", "u");
    var pattern1 = new RegExp("^[A-Za-z0-9_-]{22,24}={0,2}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.endpoint === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "endpoint" }, message: "must have required property 'endpoint'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.keys === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "keys" }, message: "must have required property 'keys'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.endpoint !== void 0) {
          let data0 = data.endpoint;
          if (typeof data0 === "string") {
            if (func2(data0) > 1e3) {
              const err2 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters", schema: 1e3, parentSchema: schema11.properties.endpoint, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err3 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.endpoint, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.endpoint.type, parentSchema: schema11.properties.endpoint, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.expirationTime !== void 0) {
          let data1 = data.expirationTime;
          if (!(typeof data1 == "number") && data1 !== null) {
            const err5 = { instancePath: instancePath + "/expirationTime", schemaPath: "#/properties/expirationTime/type", keyword: "type", params: { type: schema11.properties.expirationTime.type }, message: "must be number,null", schema: schema11.properties.expirationTime.type, parentSchema: schema11.properties.expirationTime, data: data1 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.keys !== void 0) {
          let data2 = data.keys;
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.p256dh === void 0) {
              const err6 = { instancePath: instancePath + "/keys", schemaPath: "#/properties/keys/required", keyword: "required", params: { missingProperty: "p256dh" }, message: "must have required property 'p256dh'", schema: schema11.properties.keys.required, parentSchema: schema11.properties.keys, data: data2 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2.auth === void 0) {
              const err7 = { instancePath: instancePath + "/keys", schemaPath: "#/properties/keys/required", keyword: "required", params: { missingProperty: "auth" }, message: "must have required property 'auth'", schema: schema11.properties.keys.required, parentSchema: schema11.properties.keys, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data2.p256dh !== void 0) {
              let data3 = data2.p256dh;
              if (typeof data3 === "string") {
                if (!pattern0.test(data3)) {
                  const err8 = { instancePath: instancePath + "/keys/p256dh", schemaPath: "#/properties/keys/properties/p256dh/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{86,88}={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{86,88}={0,2}$"', schema: "^[A-Za-z0-9_-]{86,88}={0,2}$", parentSchema: schema11.properties.keys.properties.p256dh, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
              } else {
                const err9 = { instancePath: instancePath + "/keys/p256dh", schemaPath: "#/properties/keys/properties/p256dh/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.keys.properties.p256dh.type, parentSchema: schema11.properties.keys.properties.p256dh, data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data2.auth !== void 0) {
              let data4 = data2.auth;
              if (typeof data4 === "string") {
                if (!pattern1.test(data4)) {
                  const err10 = { instancePath: instancePath + "/keys/auth", schemaPath: "#/properties/keys/properties/auth/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{22,24}={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{22,24}={0,2}$"', schema: "^[A-Za-z0-9_-]{22,24}={0,2}$", parentSchema: schema11.properties.keys.properties.auth, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              } else {
                const err11 = { instancePath: instancePath + "/keys/auth", schemaPath: "#/properties/keys/properties/auth/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.keys.properties.auth.type, parentSchema: schema11.properties.keys.properties.auth, data: data4 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/keys", schemaPath: "#/properties/keys/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.keys.type, parentSchema: schema11.properties.keys, data: data2 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.label !== void 0) {
          let data5 = data.label;
          if (typeof data5 === "string") {
            if (func2(data5) > 80) {
              const err13 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/maxLength", keyword: "maxLength", params: { limit: 80 }, message: "must NOT have more than 80 characters", schema: 80, parentSchema: schema11.properties.label, data: data5 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          } else {
            const err14 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.label.type, parentSchema: schema11.properties.label, data: data5 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_PushSubscriptionRequest();

/** The PushSubscriptionRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "required": [
    "endpoint",
    "keys"
  ],
  "properties": {
    "endpoint": {
      "type": "string",
      "minLength": 1,
      "maxLength": 1000
    },
    "expirationTime": {
      "type": [
        "number",
        "null"
      ]
    },
    "keys": {
      "type": "object",
      "required": [
        "p256dh",
        "auth"
      ],
      "properties": {
        "p256dh": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{86,88}={0,2}$"
        },
        "auth": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{22,24}={0,2}$"
        }
      }
    },
    "label": {
      "type": "string",
      "maxLength": 80
    }
  }
};
