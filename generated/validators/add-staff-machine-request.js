/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for AddStaffMachineRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.AddStaffMachineRequest) so that a form loads only its own schema.
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

// AddStaffMachineRequest.cjs
var require_AddStaffMachineRequest = __commonJS({
  "AddStaffMachineRequest.cjs"(exports) {
    exports["12af5055"] = validate10;
    var schema11 = { "type": "object", "title": "Add a machine", "required": ["code", "kind", "price"], "properties": { "code": { "type": "string", "title": "Code", "pattern": "^[A-Za-z0-9-]{1,16}$", "x-messages": { "required": "The code is required.", "pattern": "The code must be 1 to 16 letters, digits or dashes." } }, "kind": { "type": "string", "title": "Kind", "enum": ["washer", "dryer"] }, "name": { "type": "string", "title": "Name", "maxLength": 100 }, "price": { "type": "number", "minimum": 0.01, "maximum": 1e7, "title": "Price per cycle (\u20A6)", "x-messages": { "required": "The price is required.", "minimum": "The price must be at least \u20A60.01." } }, "max_charge": { "type": ["number", "null"], "minimum": 0.01, "maximum": 1e7, "title": "Most per cycle (\u20A6)", "x-messages": { "minimum": "The limit must be at least \u20A60.01." } } }, "$id": "12af5055" };
    var pattern0 = new RegExp("^[A-Za-z0-9-]{1,16}$", "u");
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.code === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.kind === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.price === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "price" }, message: "must have required property 'price'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.code !== void 0) {
          let data0 = data.code;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err3 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9-]{1,16}$" }, message: 'must match pattern "^[A-Za-z0-9-]{1,16}$"', schema: "^[A-Za-z0-9-]{1,16}$", parentSchema: schema11.properties.code, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.code.type, parentSchema: schema11.properties.code, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.kind !== void 0) {
          let data1 = data.kind;
          if (typeof data1 !== "string") {
            const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.kind.type, parentSchema: schema11.properties.kind, data: data1 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          if (!(data1 === "washer" || data1 === "dryer")) {
            const err6 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema11.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.kind.enum, parentSchema: schema11.properties.kind, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.name !== void 0) {
          let data2 = data.name;
          if (typeof data2 === "string") {
            if (func2(data2) > 100) {
              const err7 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.name, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.name.type, parentSchema: schema11.properties.name, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.price !== void 0) {
          let data3 = data.price;
          if (typeof data3 == "number") {
            if (data3 > 1e7 || isNaN(data3)) {
              const err9 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.price, data: data3 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data3 < 0.01 || isNaN(data3)) {
              const err10 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.price, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.price.type, parentSchema: schema11.properties.price, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.max_charge !== void 0) {
          let data4 = data.max_charge;
          if (!(typeof data4 == "number") && data4 !== null) {
            const err12 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/type", keyword: "type", params: { type: schema11.properties.max_charge.type }, message: "must be number,null", schema: schema11.properties.max_charge.type, parentSchema: schema11.properties.max_charge, data: data4 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (typeof data4 == "number") {
            if (data4 > 1e7 || isNaN(data4)) {
              const err13 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.max_charge, data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data4 < 0.01 || isNaN(data4)) {
              const err14 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.max_charge, data: data4 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
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
export default require_AddStaffMachineRequest();

/** The AddStaffMachineRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Add a machine",
  "required": [
    "code",
    "kind",
    "price"
  ],
  "properties": {
    "code": {
      "type": "string",
      "title": "Code",
      "pattern": "^[A-Za-z0-9-]{1,16}$",
      "x-messages": {
        "required": "The code is required.",
        "pattern": "The code must be 1 to 16 letters, digits or dashes."
      }
    },
    "kind": {
      "type": "string",
      "title": "Kind",
      "enum": [
        "washer",
        "dryer"
      ]
    },
    "name": {
      "type": "string",
      "title": "Name",
      "maxLength": 100
    },
    "price": {
      "type": "number",
      "minimum": 0.01,
      "maximum": 10000000,
      "title": "Price per cycle (₦)",
      "x-messages": {
        "required": "The price is required.",
        "minimum": "The price must be at least ₦0.01."
      }
    },
    "max_charge": {
      "type": [
        "number",
        "null"
      ],
      "minimum": 0.01,
      "maximum": 10000000,
      "title": "Most per cycle (₦)",
      "x-messages": {
        "minimum": "The limit must be at least ₦0.01."
      }
    }
  }
};
