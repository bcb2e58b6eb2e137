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
    exports["-11bc8fba"] = validate10;
    var schema11 = { "type": "object", "title": "Add a machine", "required": ["code", "kind", "price"], "properties": { "code": { "type": "string", "title": "Code", "pattern": "^[A-Za-z0-9-]{1,16}$", "x-messages": { "required": "The code is required.", "pattern": "The code must be 1 to 16 letters, digits or dashes." } }, "kind": { "type": "string", "title": "Kind", "enum": ["washer", "dryer"] }, "name": { "type": "string", "title": "Name", "maxLength": 100 }, "price": { "allOf": [{ "type": "number", "minimum": 0.01, "maximum": 1e7, "multipleOf": 0.01 }], "title": "Price per cycle (\u20A6)", "x-messages": { "required": "The price is required.", "minimum": "The price must be at least \u20A60.01.", "multipleOf": "The price may have at most two decimals." } }, "max_charge": { "oneOf": [{ "type": "number", "minimum": 0.01, "maximum": 1e7, "multipleOf": 0.01 }, { "type": "null" }], "title": "Most per cycle (\u20A6)" } }, "$id": "-11bc8fba" };
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
              const err9 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.price.allOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data3 < 0.01 || isNaN(data3)) {
              const err10 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.price.allOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            let res0;
            if (res0 = data3 / 0.01, Math.abs(Math.round(res0) - res0) > 1e-8) {
              const err11 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/multipleOf", keyword: "multipleOf", params: { multipleOf: 0.01 }, message: "must be multiple of 0.01", schema: 0.01, parentSchema: schema11.properties.price.allOf[0], data: data3 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.price.allOf[0].type, parentSchema: schema11.properties.price.allOf[0], data: data3 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.max_charge !== void 0) {
          let data4 = data.max_charge;
          const _errs11 = errors;
          let valid2 = false;
          let passing0 = null;
          const _errs12 = errors;
          if (typeof data4 == "number") {
            if (data4 > 1e7 || isNaN(data4)) {
              const err13 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.max_charge.oneOf[0], data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data4 < 0.01 || isNaN(data4)) {
              const err14 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.max_charge.oneOf[0], data: data4 };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            let res1;
            if (res1 = data4 / 0.01, Math.abs(Math.round(res1) - res1) > 1e-8) {
              const err15 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/multipleOf", keyword: "multipleOf", params: { multipleOf: 0.01 }, message: "must be multiple of 0.01", schema: 0.01, parentSchema: schema11.properties.max_charge.oneOf[0], data: data4 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.max_charge.oneOf[0].type, parentSchema: schema11.properties.max_charge.oneOf[0], data: data4 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          var _valid0 = _errs12 === errors;
          if (_valid0) {
            valid2 = true;
            passing0 = 0;
          }
          const _errs14 = errors;
          if (data4 !== null) {
            const err17 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema11.properties.max_charge.oneOf[1].type, parentSchema: schema11.properties.max_charge.oneOf[1], data: data4 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          var _valid0 = _errs14 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 1;
            }
          }
          if (!valid2) {
            const err18 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.max_charge.oneOf, parentSchema: schema11.properties.max_charge, data: data4 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          } else {
            errors = _errs11;
            if (vErrors !== null) {
              if (_errs11) {
                vErrors.length = _errs11;
              } else {
                vErrors = null;
              }
            }
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
    exports["687ba84b"] = validate11;
    var schema12 = { "type": "number", "minimum": 0.01, "maximum": 1e7, "multipleOf": 0.01, "$id": "687ba84b" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (typeof data == "number") {
        if (data > 1e7 || isNaN(data)) {
          const err0 = { instancePath, schemaPath: "#/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data < 0.01 || isNaN(data)) {
          const err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        let res0;
        if (res0 = data / 0.01, Math.abs(Math.round(res0) - res0) > 1e-8) {
          const err2 = { instancePath, schemaPath: "#/multipleOf", keyword: "multipleOf", params: { multipleOf: 0.01 }, message: "must be multiple of 0.01", schema: 0.01, parentSchema: schema12, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.type, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      validate11.errors = vErrors;
      return errors === 0;
    }
    exports["6a46120b"] = validate12;
    var schema13 = { "type": "null", "$id": "6a46120b" };
    function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data !== null) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema13.type, parentSchema: schema13, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
      validate12.errors = vErrors;
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
      "allOf": [
        {
          "type": "number",
          "minimum": 0.01,
          "maximum": 10000000,
          "multipleOf": 0.01
        }
      ],
      "title": "Price per cycle (₦)",
      "x-messages": {
        "required": "The price is required.",
        "minimum": "The price must be at least ₦0.01.",
        "multipleOf": "The price may have at most two decimals."
      }
    },
    "max_charge": {
      "oneOf": [
        {
          "type": "number",
          "minimum": 0.01,
          "maximum": 10000000,
          "multipleOf": 0.01
        },
        {
          "type": "null"
        }
      ],
      "title": "Most per cycle (₦)"
    }
  }
};
