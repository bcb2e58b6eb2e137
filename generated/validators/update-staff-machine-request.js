/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for UpdateStaffMachineRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.UpdateStaffMachineRequest) so that a form loads only its own schema.
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

// UpdateStaffMachineRequest.cjs
var require_UpdateStaffMachineRequest = __commonJS({
  "UpdateStaffMachineRequest.cjs"(exports) {
    exports["-43bfe586"] = validate10;
    var schema11 = { "type": "object", "title": "Change price or limit", "minProperties": 1, "properties": { "price": { "allOf": [{ "type": "number", "minimum": 0.01, "maximum": 1e7, "multipleOf": 0.01 }], "title": "Price per cycle (\u20A6)", "x-messages": { "minimum": "The price must be at least \u20A60.01.", "multipleOf": "The price may have at most two decimals." } }, "max_charge": { "oneOf": [{ "type": "number", "minimum": 0.01, "maximum": 1e7, "multipleOf": 0.01 }, { "type": "null" }], "title": "Most per cycle (\u20A6)", "description": "The most a hub may charge for one cycle (a longer programme). Empty \u2014 the price is the most." }, "reason": { "type": "string", "title": "Reason", "maxLength": 500, "description": "Why (recorded in the audit trail).", "x-messages": { "maxLength": "The reason may not be greater than 500 characters" } } }, "$id": "-43bfe586" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (Object.keys(data).length < 1) {
          const err0 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties", schema: 1, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.price !== void 0) {
          let data0 = data.price;
          if (typeof data0 == "number") {
            if (data0 > 1e7 || isNaN(data0)) {
              const err1 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.price.allOf[0], data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0 < 0.01 || isNaN(data0)) {
              const err2 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.price.allOf[0], data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            let res0;
            if (res0 = data0 / 0.01, Math.abs(Math.round(res0) - res0) > 1e-8) {
              const err3 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/multipleOf", keyword: "multipleOf", params: { multipleOf: 0.01 }, message: "must be multiple of 0.01", schema: 0.01, parentSchema: schema11.properties.price.allOf[0], data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/price", schemaPath: "#/properties/price/allOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.price.allOf[0].type, parentSchema: schema11.properties.price.allOf[0], data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.max_charge !== void 0) {
          let data1 = data.max_charge;
          const _errs5 = errors;
          let valid2 = false;
          let passing0 = null;
          const _errs6 = errors;
          if (typeof data1 == "number") {
            if (data1 > 1e7 || isNaN(data1)) {
              const err5 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, message: "must be <= 10000000", schema: 1e7, parentSchema: schema11.properties.max_charge.oneOf[0], data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1 < 0.01 || isNaN(data1)) {
              const err6 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.01 }, message: "must be >= 0.01", schema: 0.01, parentSchema: schema11.properties.max_charge.oneOf[0], data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            let res1;
            if (res1 = data1 / 0.01, Math.abs(Math.round(res1) - res1) > 1e-8) {
              const err7 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/multipleOf", keyword: "multipleOf", params: { multipleOf: 0.01 }, message: "must be multiple of 0.01", schema: 0.01, parentSchema: schema11.properties.max_charge.oneOf[0], data: data1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/0/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.max_charge.oneOf[0].type, parentSchema: schema11.properties.max_charge.oneOf[0], data: data1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          var _valid0 = _errs6 === errors;
          if (_valid0) {
            valid2 = true;
            passing0 = 0;
          }
          const _errs8 = errors;
          if (data1 !== null) {
            const err9 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema11.properties.max_charge.oneOf[1].type, parentSchema: schema11.properties.max_charge.oneOf[1], data: data1 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          var _valid0 = _errs8 === errors;
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
            const err10 = { instancePath: instancePath + "/max_charge", schemaPath: "#/properties/max_charge/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.max_charge.oneOf, parentSchema: schema11.properties.max_charge, data: data1 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          } else {
            errors = _errs5;
            if (vErrors !== null) {
              if (_errs5) {
                vErrors.length = _errs5;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data.reason !== void 0) {
          let data2 = data.reason;
          if (typeof data2 === "string") {
            if (func2(data2) > 500) {
              const err11 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data2 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
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
export default require_UpdateStaffMachineRequest();

/** The UpdateStaffMachineRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Change price or limit",
  "minProperties": 1,
  "properties": {
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
      "title": "Most per cycle (₦)",
      "description": "The most a hub may charge for one cycle (a longer programme). Empty — the price is the most."
    },
    "reason": {
      "type": "string",
      "title": "Reason",
      "maxLength": 500,
      "description": "Why (recorded in the audit trail).",
      "x-messages": {
        "maxLength": "The reason may not be greater than 500 characters"
      }
    }
  }
};
