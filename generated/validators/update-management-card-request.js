/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for UpdateManagementCardRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.UpdateManagementCardRequest) so that a form loads only its own schema.
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

// UpdateManagementCardRequest.cjs
var require_UpdateManagementCardRequest = __commonJS({
  "UpdateManagementCardRequest.cjs"(exports) {
    exports["-674a9ba1"] = validate10;
    var schema11 = { "type": "object", "title": "Change hubs", "required": ["service_center_ids"], "properties": { "service_center_ids": { "type": "array", "title": "Hubs", "minItems": 1, "maxItems": 100, "uniqueItems": true, "items": { "type": "integer", "minimum": 1, "maximum": 2147483647 }, "x-messages": { "required": "Choose at least one hub.", "minItems": "Choose at least one hub." } }, "reason": { "type": "string", "title": "Reason", "maxLength": 500, "description": "Why (recorded in the audit trail).", "x-messages": { "maxLength": "The reason may not be greater than 500 characters" } } }, "$id": "-674a9ba1" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.service_center_ids === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "service_center_ids" }, message: "must have required property 'service_center_ids'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.service_center_ids !== void 0) {
          let data0 = data.service_center_ids;
          if (Array.isArray(data0)) {
            if (data0.length > 100) {
              const err1 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema11.properties.service_center_ids, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0.length < 1) {
              const err2 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.service_center_ids, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
                const err3 = { instancePath: instancePath + "/service_center_ids/" + i0, schemaPath: "#/properties/service_center_ids/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.service_center_ids.items.type, parentSchema: schema11.properties.service_center_ids.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
              if (typeof data1 == "number") {
                if (data1 > 2147483647 || isNaN(data1)) {
                  const err4 = { instancePath: instancePath + "/service_center_ids/" + i0, schemaPath: "#/properties/service_center_ids/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.service_center_ids.items, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                }
                if (data1 < 1 || isNaN(data1)) {
                  const err5 = { instancePath: instancePath + "/service_center_ids/" + i0, schemaPath: "#/properties/service_center_ids/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.service_center_ids.items, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                }
              }
            }
            let i1 = data0.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data0[i1];
                if (!(typeof item0 == "number" && (!(item0 % 1) && !isNaN(item0)))) {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err6 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema11.properties.service_center_ids, data: data0 };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.service_center_ids.type, parentSchema: schema11.properties.service_center_ids, data: data0 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.reason !== void 0) {
          let data2 = data.reason;
          if (typeof data2 === "string") {
            if (func2(data2) > 500) {
              const err8 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data2 };
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
export default require_UpdateManagementCardRequest();

/** The UpdateManagementCardRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Change hubs",
  "required": [
    "service_center_ids"
  ],
  "properties": {
    "service_center_ids": {
      "type": "array",
      "title": "Hubs",
      "minItems": 1,
      "maxItems": 100,
      "uniqueItems": true,
      "items": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      },
      "x-messages": {
        "required": "Choose at least one hub.",
        "minItems": "Choose at least one hub."
      }
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
