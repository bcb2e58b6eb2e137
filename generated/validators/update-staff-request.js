/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for UpdateStaffRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.UpdateStaffRequest) so that a form loads only its own schema.
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

// UpdateStaffRequest.cjs
var require_UpdateStaffRequest = __commonJS({
  "UpdateStaffRequest.cjs"(exports) {
    exports["-4ca70ea0"] = validate10;
    var schema11 = { "type": "object", "title": "Change roles or scope", "minProperties": 1, "properties": { "roles": { "type": "array", "title": "Roles", "minItems": 1, "maxItems": 4, "uniqueItems": true, "items": { "type": "string", "description": "A staff role (docs/decisions/041-staff-accounts.md): support (tickets, read-only customer view), fulfilment\n(card requests and inventory), finance (deposits, reconciliation), admin (staff, hubs, keys, fees and\neverything the others do: every staff operation lists admin among its roles).\n", "enum": ["support", "fulfilment", "finance", "admin"] }, "x-messages": { "required": "Choose at least one role.", "minItems": "Choose at least one role." } }, "location_ids": { "type": "array", "maxItems": 100, "uniqueItems": true, "items": { "type": "integer", "minimum": 1, "maximum": 2147483647 }, "title": "Locations" }, "service_center_ids": { "type": "array", "maxItems": 100, "uniqueItems": true, "items": { "type": "integer", "minimum": 1, "maximum": 2147483647 }, "title": "Service centres" }, "reason": { "type": "string", "title": "Reason", "maxLength": 500, "description": "Why (recorded in the audit trail).", "x-messages": { "maxLength": "The reason may not be greater than 500 characters" } } }, "$id": "-4ca70ea0" };
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
        if (data.roles !== void 0) {
          let data0 = data.roles;
          if (Array.isArray(data0)) {
            if (data0.length > 4) {
              const err1 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/maxItems", keyword: "maxItems", params: { limit: 4 }, message: "must NOT have more than 4 items", schema: 4, parentSchema: schema11.properties.roles, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0.length < 1) {
              const err2 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.roles, data: data0 };
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
              if (typeof data1 !== "string") {
                const err3 = { instancePath: instancePath + "/roles/" + i0, schemaPath: "#/properties/roles/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.roles.items.type, parentSchema: schema11.properties.roles.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
              if (!(data1 === "support" || data1 === "fulfilment" || data1 === "finance" || data1 === "admin")) {
                const err4 = { instancePath: instancePath + "/roles/" + i0, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema11.properties.roles.items.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.roles.items.enum, parentSchema: schema11.properties.roles.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            let i1 = data0.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data0[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err5 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)", schema: true, parentSchema: schema11.properties.roles, data: data0 };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err6 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.roles.type, parentSchema: schema11.properties.roles, data: data0 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.location_ids !== void 0) {
          let data2 = data.location_ids;
          if (Array.isArray(data2)) {
            if (data2.length > 100) {
              const err7 = { instancePath: instancePath + "/location_ids", schemaPath: "#/properties/location_ids/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema11.properties.location_ids, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            const len1 = data2.length;
            for (let i2 = 0; i2 < len1; i2++) {
              let data3 = data2[i2];
              if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
                const err8 = { instancePath: instancePath + "/location_ids/" + i2, schemaPath: "#/properties/location_ids/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.location_ids.items.type, parentSchema: schema11.properties.location_ids.items, data: data3 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (typeof data3 == "number") {
                if (data3 > 2147483647 || isNaN(data3)) {
                  const err9 = { instancePath: instancePath + "/location_ids/" + i2, schemaPath: "#/properties/location_ids/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.location_ids.items, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                if (data3 < 1 || isNaN(data3)) {
                  const err10 = { instancePath: instancePath + "/location_ids/" + i2, schemaPath: "#/properties/location_ids/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.location_ids.items, data: data3 };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              }
            }
            let i3 = data2.length;
            let j1;
            if (i3 > 1) {
              const indices1 = {};
              for (; i3--; ) {
                let item1 = data2[i3];
                if (!(typeof item1 == "number" && (!(item1 % 1) && !isNaN(item1)))) {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j1 = indices1[item1];
                  const err11 = { instancePath: instancePath + "/location_ids", schemaPath: "#/properties/location_ids/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)", schema: true, parentSchema: schema11.properties.location_ids, data: data2 };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i3;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/location_ids", schemaPath: "#/properties/location_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.location_ids.type, parentSchema: schema11.properties.location_ids, data: data2 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data.service_center_ids !== void 0) {
          let data4 = data.service_center_ids;
          if (Array.isArray(data4)) {
            if (data4.length > 100) {
              const err13 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema11.properties.service_center_ids, data: data4 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            const len2 = data4.length;
            for (let i4 = 0; i4 < len2; i4++) {
              let data5 = data4[i4];
              if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)))) {
                const err14 = { instancePath: instancePath + "/service_center_ids/" + i4, schemaPath: "#/properties/service_center_ids/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.service_center_ids.items.type, parentSchema: schema11.properties.service_center_ids.items, data: data5 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (typeof data5 == "number") {
                if (data5 > 2147483647 || isNaN(data5)) {
                  const err15 = { instancePath: instancePath + "/service_center_ids/" + i4, schemaPath: "#/properties/service_center_ids/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.service_center_ids.items, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if (data5 < 1 || isNaN(data5)) {
                  const err16 = { instancePath: instancePath + "/service_center_ids/" + i4, schemaPath: "#/properties/service_center_ids/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.service_center_ids.items, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
            }
            let i5 = data4.length;
            let j2;
            if (i5 > 1) {
              const indices2 = {};
              for (; i5--; ) {
                let item2 = data4[i5];
                if (!(typeof item2 == "number" && (!(item2 % 1) && !isNaN(item2)))) {
                  continue;
                }
                if (typeof indices2[item2] == "number") {
                  j2 = indices2[item2];
                  const err17 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)", schema: true, parentSchema: schema11.properties.service_center_ids, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                  break;
                }
                indices2[item2] = i5;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/service_center_ids", schemaPath: "#/properties/service_center_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.service_center_ids.type, parentSchema: schema11.properties.service_center_ids, data: data4 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data.reason !== void 0) {
          let data6 = data.reason;
          if (typeof data6 === "string") {
            if (func2(data6) > 500) {
              const err19 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data6 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data6 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_UpdateStaffRequest();

/** The UpdateStaffRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Change roles or scope",
  "minProperties": 1,
  "properties": {
    "roles": {
      "type": "array",
      "title": "Roles",
      "minItems": 1,
      "maxItems": 4,
      "uniqueItems": true,
      "items": {
        "type": "string",
        "description": "A staff role (docs/decisions/041-staff-accounts.md): support (tickets, read-only customer view), fulfilment\n(card requests and inventory), finance (deposits, reconciliation), admin (staff, hubs, keys, fees and\neverything the others do: every staff operation lists admin among its roles).\n",
        "enum": [
          "support",
          "fulfilment",
          "finance",
          "admin"
        ]
      },
      "x-messages": {
        "required": "Choose at least one role.",
        "minItems": "Choose at least one role."
      }
    },
    "location_ids": {
      "type": "array",
      "maxItems": 100,
      "uniqueItems": true,
      "items": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      },
      "title": "Locations"
    },
    "service_center_ids": {
      "type": "array",
      "maxItems": 100,
      "uniqueItems": true,
      "items": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      },
      "title": "Service centres"
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
