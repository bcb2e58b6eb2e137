/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for GatewayEvent (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.GatewayEvent) so that a form loads only its own schema.
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

// GatewayEvent.cjs
var require_GatewayEvent = __commonJS({
  "GatewayEvent.cjs"(exports) {
    exports["-54f4242e"] = validate10;
    var schema11 = { "type": "object", "description": "A payment provider's event; only its signature-checked raw body is trusted, and the payment it names is re-verified.", "properties": { "event": { "type": "string", "maxLength": 100, "examples": ["charge.success"] }, "data": { "type": "object", "additionalProperties": true } }, "additionalProperties": true, "$id": "-54f4242e" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.event !== void 0) {
          let data0 = data.event;
          if (typeof data0 === "string") {
            if (func2(data0) > 100) {
              const err0 = { instancePath: instancePath + "/event", schemaPath: "#/properties/event/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.event, data: data0 };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
          } else {
            const err1 = { instancePath: instancePath + "/event", schemaPath: "#/properties/event/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.event.type, parentSchema: schema11.properties.event, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.data !== void 0) {
          let data1 = data.data;
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err2 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.data.type, parentSchema: schema11.properties.data, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_GatewayEvent();

/** The GatewayEvent schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "description": "A payment provider's event; only its signature-checked raw body is trusted, and the payment it names is re-verified.",
  "properties": {
    "event": {
      "type": "string",
      "maxLength": 100,
      "examples": [
        "charge.success"
      ]
    },
    "data": {
      "type": "object",
      "additionalProperties": true
    }
  },
  "additionalProperties": true
};
