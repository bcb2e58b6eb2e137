/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for AssignTicketRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.AssignTicketRequest) so that a form loads only its own schema.
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

// AssignTicketRequest.cjs
var require_AssignTicketRequest = __commonJS({
  "AssignTicketRequest.cjs"(exports) {
    exports["520c1f16"] = validate10;
    var schema11 = { "type": "object", "title": "Assign", "required": ["assignee_id"], "properties": { "assignee_id": { "type": ["integer", "null"], "title": "Assignee", "minimum": 1, "maximum": 2147483647, "description": "A staff member's id; null unassigns.", "x-messages": { "required": "Choose an assignee", "type": "Choose an assignee" } }, "reason": { "type": "string", "title": "Reason", "maxLength": 500, "x-messages": { "maxLength": "Reason may not be greater than 500 characters" } } }, "$id": "520c1f16" };
    var func2 = require_ucs2length().default;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.assignee_id === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "assignee_id" }, message: "must have required property 'assignee_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.assignee_id !== void 0) {
          let data0 = data.assignee_id;
          if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0))) && data0 !== null) {
            const err1 = { instancePath: instancePath + "/assignee_id", schemaPath: "#/properties/assignee_id/type", keyword: "type", params: { type: schema11.properties.assignee_id.type }, message: "must be integer,null", schema: schema11.properties.assignee_id.type, parentSchema: schema11.properties.assignee_id, data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
          if (typeof data0 == "number") {
            if (data0 > 2147483647 || isNaN(data0)) {
              const err2 = { instancePath: instancePath + "/assignee_id", schemaPath: "#/properties/assignee_id/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.assignee_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data0 < 1 || isNaN(data0)) {
              const err3 = { instancePath: instancePath + "/assignee_id", schemaPath: "#/properties/assignee_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.assignee_id, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          }
        }
        if (data.reason !== void 0) {
          let data1 = data.reason;
          if (typeof data1 === "string") {
            if (func2(data1) > 500) {
              const err4 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters", schema: 500, parentSchema: schema11.properties.reason, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.reason.type, parentSchema: schema11.properties.reason, data: data1 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_AssignTicketRequest();

/** The AssignTicketRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Assign",
  "required": [
    "assignee_id"
  ],
  "properties": {
    "assignee_id": {
      "type": [
        "integer",
        "null"
      ],
      "title": "Assignee",
      "minimum": 1,
      "maximum": 2147483647,
      "description": "A staff member's id; null unassigns.",
      "x-messages": {
        "required": "Choose an assignee",
        "type": "Choose an assignee"
      }
    },
    "reason": {
      "type": "string",
      "title": "Reason",
      "maxLength": 500,
      "x-messages": {
        "maxLength": "Reason may not be greater than 500 characters"
      }
    }
  }
};
