/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for IssueManagementCardRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.IssueManagementCardRequest) so that a form loads only its own schema.
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

// IssueManagementCardRequest.cjs
var require_IssueManagementCardRequest = __commonJS({
  "IssueManagementCardRequest.cjs"(exports) {
    exports["-4cd29819"] = validate10;
    var schema11 = { "type": "object", "title": "Issue a management card", "required": ["attendant_name", "service_center_ids"], "properties": { "attendant_name": { "type": "string", "title": "Attendant", "minLength": 1, "maxLength": 100, "x-messages": { "required": "The attendant's name is required", "minLength": "The attendant's name is required", "maxLength": "The attendant's name may not be greater than 100 characters" } }, "service_center_ids": { "type": "array", "title": "Hubs", "minItems": 1, "maxItems": 100, "uniqueItems": true, "items": { "type": "integer", "minimum": 1, "maximum": 2147483647 }, "x-messages": { "required": "Choose at least one hub.", "minItems": "Choose at least one hub." } }, "card_number": { "type": "string", "title": "Card number", "description": "Leave empty to take the next card in stock.", "pattern": "^[A-Za-z0-9 -]{10,24}$", "x-messages": { "pattern": "Enter the number printed on the card" } }, "staff_id": { "type": "integer", "title": "Staff member id", "description": "The attendant's staff account, if they have one (optional).", "minimum": 1, "maximum": 2147483647 }, "reason": { "type": "string", "title": "Reason", "maxLength": 500, "description": "Why (recorded in the audit trail).", "x-messages": { "maxLength": "The reason may not be greater than 500 characters" } } }, "$id": "-4cd29819" };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^[A-Za-z0-9 -]{10,24}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.attendant_name === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attendant_name" }, message: "must have required property 'attendant_name'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.service_center_ids === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "service_center_ids" }, message: "must have required property 'service_center_ids'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.attendant_name !== void 0) {
          let data0 = data.attendant_name;
          if (typeof data0 === "string") {
            if (func2(data0) > 100) {
              const err2 = { instancePath: instancePath + "/attendant_name", schemaPath: "#/properties/attendant_name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters", schema: 100, parentSchema: schema11.properties.attendant_name, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err3 = { instancePath: instancePath + "/attendant_name", schemaPath: "#/properties/attendant_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.attendant_name, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/attendant_name", schemaPath: "#/properties/attendant_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.attendant_name.type, parentSchema: schema11.properties.attendant_name, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.service_center_ids !== void 0) {
          let data1 = data.service_center_ids;
          if (Array.isArray(data1)) {
            if (data1.length > 100) {
              const err5 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema11.properties.service_center_ids, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data1.length < 1) {
              const err6 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.service_center_ids, data: data1 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data2 = data1[i0];
              if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
                const err7 = { instancePath: instancePath + "/service_center_ids/" + i0, schemaPath: "#/properties/service_center_ids/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.service_center_ids.items.type, parentSchema: schema11.properties.service_center_ids.items, data: data2 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              if (typeof data2 == "number") {
                if (data2 > 2147483647 || isNaN(data2)) {
                  const err8 = { instancePath: instancePath + "/service_center_ids/" + i0, schemaPath: "#/properties/service_center_ids/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.service_center_ids.items, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
                if (data2 < 1 || isNaN(data2)) {
                  const err9 = { instancePath: instancePath + "/service_center_ids/" + i0, schemaPath: "#/properties/service_center_ids/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.service_center_ids.items, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              }
            }
            let i1 = data1.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data1[i1];
                if (!(typeof item0 == "number" && (!(item0 % 1) && !isNaN(item0)))) {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err10 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema11.properties.service_center_ids, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.service_center_ids.type, parentSchema: schema11.properties.service_center_ids, data: data1 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.card_number !== void 0) {
          let data3 = data.card_number;
          if (typeof data3 === "string") {
            if (!pattern0.test(data3)) {
              const err12 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9 -]{10,24}$" }, message: 'must match pattern "^[A-Za-z0-9 -]{10,24}$"', schema: "^[A-Za-z0-9 -]{10,24}$", parentSchema: schema11.properties.card_number, data: data3 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.card_number.type, parentSchema: schema11.properties.card_number, data: data3 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data.staff_id !== void 0) {
          let data4 = data.staff_id;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
            const err14 = { instancePath: instancePath + "/staff_id", schemaPath: "#/properties/staff_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.staff_id.type, parentSchema: schema11.properties.staff_id, data: data4 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (typeof data4 == "number") {
            if (data4 > 2147483647 || isNaN(data4)) {
              const err15 = { instancePath: instancePath + "/staff_id", schemaPath: "#/properties/staff_id/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.staff_id, data: data4 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (data4 < 1 || isNaN(data4)) {
              const err16 = { instancePath: instancePath + "/staff_id", schemaPath: "#/properties/staff_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.staff_id, data: data4 };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
        }
        if (data.reason !== void 0) {
          let data5 = data.reason;
          if (typeof data5 === "string") {
            if (func2(data5) > 500) {
              const err17 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data5 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data5 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
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
  }
});
export default require_IssueManagementCardRequest();

/** The IssueManagementCardRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Issue a management card",
  "required": [
    "attendant_name",
    "service_center_ids"
  ],
  "properties": {
    "attendant_name": {
      "type": "string",
      "title": "Attendant",
      "minLength": 1,
      "maxLength": 100,
      "x-messages": {
        "required": "The attendant's name is required",
        "minLength": "The attendant's name is required",
        "maxLength": "The attendant's name may not be greater than 100 characters"
      }
    },
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
    "card_number": {
      "type": "string",
      "title": "Card number",
      "description": "Leave empty to take the next card in stock.",
      "pattern": "^[A-Za-z0-9 -]{10,24}$",
      "x-messages": {
        "pattern": "Enter the number printed on the card"
      }
    },
    "staff_id": {
      "type": "integer",
      "title": "Staff member id",
      "description": "The attendant's staff account, if they have one (optional).",
      "minimum": 1,
      "maximum": 2147483647
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
