/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for CreateStaffHubRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.CreateStaffHubRequest) so that a form loads only its own schema.
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

// CreateStaffHubRequest.cjs
var require_CreateStaffHubRequest = __commonJS({
  "CreateStaffHubRequest.cjs"(exports) {
    exports["-6d85ae3"] = validate10;
    var schema11 = { "type": "object", "title": "Register a hub", "required": ["location_id", "name"], "properties": { "location_id": { "type": "integer", "title": "Location", "minimum": 1, "maximum": 2147483647 }, "name": { "type": "string", "title": "Name", "minLength": 1, "maxLength": 100, "x-messages": { "required": "The name is required.", "minLength": "The name is required.", "maxLength": "The name may not be greater than 100 characters" } }, "address": { "type": "string", "title": "Address", "maxLength": 300 } }, "$id": "-6d85ae3" };
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
        if (data.name === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.location_id !== void 0) {
          let data0 = data.location_id;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
            const err2 = { instancePath: instancePath + "/location_id", schemaPath: "#/properties/location_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.location_id.type, parentSchema: schema11.properties.location_id, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (typeof data0 == "number") {
            if (data0 > 2147483647 || isNaN(data0)) {
              const err3 = { instancePath: instancePath + "/location_id", schemaPath: "#/properties/location_id/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.location_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data0 < 1 || isNaN(data0)) {
              const err4 = { instancePath: instancePath + "/location_id", schemaPath: "#/properties/location_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.location_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
        }
        if (data.name !== void 0) {
          let data1 = data.name;
          if (typeof data1 === "string") {
            if (func2(data1) > 100) {
              const err5 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (func2(data1) < 1) {
              const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.name, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.name.type, parentSchema: schema11.properties.name, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.address !== void 0) {
          let data2 = data.address;
          if (typeof data2 === "string") {
            if (func2(data2) > 300) {
              const err8 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/maxLength", keyword: "maxLength", params: { limit: 300 }, message: "must NOT have more than 300 characters", schema: 300, parentSchema: schema11.properties.address, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/address", schemaPath: "#/properties/address/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.address.type, parentSchema: schema11.properties.address, data: data2 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_CreateStaffHubRequest();

/** The CreateStaffHubRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Register a hub",
  "required": [
    "location_id",
    "name"
  ],
  "properties": {
    "location_id": {
      "type": "integer",
      "title": "Location",
      "minimum": 1,
      "maximum": 2147483647
    },
    "name": {
      "type": "string",
      "title": "Name",
      "minLength": 1,
      "maxLength": 100,
      "x-messages": {
        "required": "The name is required.",
        "minLength": "The name is required.",
        "maxLength": "The name may not be greater than 100 characters"
      }
    },
    "address": {
      "type": "string",
      "title": "Address",
      "maxLength": 300
    }
  }
};
