/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for RequestCardRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.RequestCardRequest) so that a form loads only its own schema.
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

// RequestCardRequest.cjs
var require_RequestCardRequest = __commonJS({
  "RequestCardRequest.cjs"(exports) {
    exports["-74f9fb60"] = validate10;
    var schema11 = { "type": "object", "title": "Request Card", "required": ["location_id", "service_center_id", "gateway"], "properties": { "location_id": { "type": "integer", "title": "Location", "minimum": 1, "maximum": 2147483647, "x-messages": { "required": "Location is required", "type": "Location is required", "minimum": "Location is required", "maximum": "Location is required" } }, "service_center_id": { "type": "integer", "title": "Service Center", "minimum": 1, "maximum": 2147483647, "x-messages": { "required": "Service center is required", "type": "Service center is required", "minimum": "Service center is required", "maximum": "Service center is required" } }, "gateway": { "type": "string", "title": "Provider", "description": "`method_code` of a method from `listCardPaymentMethods` (`paystack`, `flutterwave` or `balance`).", "minLength": 1, "maxLength": 40, "x-messages": { "required": "Provider center is required", "minLength": "Provider center is required", "maxLength": "Provider center is required" } } }, "$id": "-74f9fb60" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.location_id === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "location_id" }, message: "must have required property 'location_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.service_center_id === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "service_center_id" }, message: "must have required property 'service_center_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.gateway === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "gateway" }, message: "must have required property 'gateway'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.location_id !== void 0) {
          let data0 = data.location_id;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            const err3 = { instancePath: instancePath + "/location_id", schemaPath: "#/properties/location_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.location_id.type, parentSchema: schema11.properties.location_id, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (typeof data0 == "number") {
            if (data0 > 2147483647 || isNaN(data0)) {
              const err4 = { instancePath: instancePath + "/location_id", schemaPath: "#/properties/location_id/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.location_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data0 < 1 || isNaN(data0)) {
              const err5 = { instancePath: instancePath + "/location_id", schemaPath: "#/properties/location_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.location_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
        }
        if (data.service_center_id !== void 0) {
          let data1 = data.service_center_id;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
            const err6 = { instancePath: instancePath + "/service_center_id", schemaPath: "#/properties/service_center_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.service_center_id.type, parentSchema: schema11.properties.service_center_id, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          if (typeof data1 == "number") {
            if (data1 > 2147483647 || isNaN(data1)) {
              const err7 = { instancePath: instancePath + "/service_center_id", schemaPath: "#/properties/service_center_id/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.service_center_id, data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data1 < 1 || isNaN(data1)) {
              const err8 = { instancePath: instancePath + "/service_center_id", schemaPath: "#/properties/service_center_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.service_center_id, data: data1 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
        }
        if (data.gateway !== void 0) {
          let data2 = data.gateway;
          if (typeof data2 === "string") {
            if (func2(data2) > 40) {
              const err9 = { instancePath: instancePath + "/gateway", schemaPath: "#/properties/gateway/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters", schema: 40, parentSchema: schema11.properties.gateway, data: data2 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (func2(data2) < 1) {
              const err10 = { instancePath: instancePath + "/gateway", schemaPath: "#/properties/gateway/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.gateway, data: data2 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/gateway", schemaPath: "#/properties/gateway/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.gateway.type, parentSchema: schema11.properties.gateway, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_RequestCardRequest();

/** The RequestCardRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Request Card",
  "required": [
    "location_id",
    "service_center_id",
    "gateway"
  ],
  "properties": {
    "location_id": {
      "type": "integer",
      "title": "Location",
      "minimum": 1,
      "maximum": 2147483647,
      "x-messages": {
        "required": "Location is required",
        "type": "Location is required",
        "minimum": "Location is required",
        "maximum": "Location is required"
      }
    },
    "service_center_id": {
      "type": "integer",
      "title": "Service Center",
      "minimum": 1,
      "maximum": 2147483647,
      "x-messages": {
        "required": "Service center is required",
        "type": "Service center is required",
        "minimum": "Service center is required",
        "maximum": "Service center is required"
      }
    },
    "gateway": {
      "type": "string",
      "title": "Provider",
      "description": "`method_code` of a method from `listCardPaymentMethods` (`paystack`, `flutterwave` or `balance`).",
      "minLength": 1,
      "maxLength": 40,
      "x-messages": {
        "required": "Provider center is required",
        "minLength": "Provider center is required",
        "maxLength": "Provider center is required"
      }
    }
  }
};
