/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for FailedCycleRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.FailedCycleRequest) so that a form loads only its own schema.
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

// FailedCycleRequest.cjs
var require_FailedCycleRequest = __commonJS({
  "FailedCycleRequest.cjs"(exports) {
    exports["123eb93c"] = validate10;
    var schema11 = { "type": "object", "required": ["cycle_id"], "properties": { "cycle_id": { "type": "string", "description": "The cycle id the hub charged the cycle with (chargeCard's `cycle_id`).", "pattern": "^[A-Za-z0-9._:-]{1,64}$" }, "reason_code": { "type": "string", "description": "Why the cycle did not run, for the operators' reports (default `other`).", "enum": ["machine_fault", "power_failure", "water_supply", "door_not_locked", "cancelled", "other"] }, "reason": { "type": "string", "description": "The controller's own words (an error code, a display message), kept with the reversal.", "maxLength": 200 } }, "$id": "123eb93c" };
    var pattern0 = new RegExp("^[A-Za-z0-9._:-]{1,64}$", "u");
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.cycle_id === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cycle_id" }, message: "must have required property 'cycle_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.cycle_id !== void 0) {
          let data0 = data.cycle_id;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err1 = { instancePath: instancePath + "/cycle_id", schemaPath: "#/properties/cycle_id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._:-]{1,64}$" }, message: 'must match pattern "^[A-Za-z0-9._:-]{1,64}$"', schema: "^[A-Za-z0-9._:-]{1,64}$", parentSchema: schema11.properties.cycle_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = { instancePath: instancePath + "/cycle_id", schemaPath: "#/properties/cycle_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.cycle_id.type, parentSchema: schema11.properties.cycle_id, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data.reason_code !== void 0) {
          let data1 = data.reason_code;
          if (typeof data1 !== "string") {
            const err3 = { instancePath: instancePath + "/reason_code", schemaPath: "#/properties/reason_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason_code.type, parentSchema: schema11.properties.reason_code, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (!(data1 === "machine_fault" || data1 === "power_failure" || data1 === "water_supply" || data1 === "door_not_locked" || data1 === "cancelled" || data1 === "other")) {
            const err4 = { instancePath: instancePath + "/reason_code", schemaPath: "#/properties/reason_code/enum", keyword: "enum", params: { allowedValues: schema11.properties.reason_code.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.reason_code.enum, parentSchema: schema11.properties.reason_code, data: data1 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.reason !== void 0) {
          let data2 = data.reason;
          if (typeof data2 === "string") {
            if (func2(data2) > 200) {
              const err5 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters", schema: 200, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data2 };
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
export default require_FailedCycleRequest();

/** The FailedCycleRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "required": [
    "cycle_id"
  ],
  "properties": {
    "cycle_id": {
      "type": "string",
      "description": "The cycle id the hub charged the cycle with (chargeCard's `cycle_id`).",
      "pattern": "^[A-Za-z0-9._:-]{1,64}$"
    },
    "reason_code": {
      "type": "string",
      "description": "Why the cycle did not run, for the operators' reports (default `other`).",
      "enum": [
        "machine_fault",
        "power_failure",
        "water_supply",
        "door_not_locked",
        "cancelled",
        "other"
      ]
    },
    "reason": {
      "type": "string",
      "description": "The controller's own words (an error code, a display message), kept with the reversal.",
      "maxLength": 200
    }
  }
};
