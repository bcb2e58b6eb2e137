/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for CreateTicketRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.CreateTicketRequest) so that a form loads only its own schema.
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

// CreateTicketRequest.cjs
var require_CreateTicketRequest = __commonJS({
  "CreateTicketRequest.cjs"(exports) {
    exports["41afaf6a"] = validate10;
    var schema11 = { "type": "object", "title": "Open new ticket", "required": ["subject", "priority", "message"], "properties": { "subject": { "type": "string", "title": "Subject", "minLength": 1, "maxLength": 255, "x-messages": { "required": "Subject is required", "minLength": "Subject is required", "maxLength": "Subject may not be greater than 255 characters" } }, "priority": { "type": "string", "title": "Priority", "enum": ["High", "Medium", "Low"], "x-messages": { "required": "Priority is required", "enum": "Priority is required" } }, "message": { "type": "string", "x-multiline": true, "title": "Message", "minLength": 1, "maxLength": 5e3, "x-messages": { "required": "Message is required", "minLength": "Message is required", "maxLength": "Message may not be greater than 5000 characters" } }, "attachments": { "type": "array", "title": "Attachments", "maxItems": 5, "items": { "type": "string", "format": "binary" }, "description": "Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided\nby content. Repeat the `attachments` part once per file.\n", "x-messages": { "maxItems": "You may attach at most 5 files" } }, "trx": { "type": "string", "title": "Transaction", "description": "The `trx` of one of the customer's own transactions that this ticket reports (optional).", "pattern": "^[A-Za-z0-9]{4,32}$", "x-messages": { "pattern": "This transaction was not found in your account." } } }, "$id": "41afaf6a" };
    var func2 = require_ucs2length().default;
    var formats0 = /^[\s\S]*$/;
    var pattern0 = new RegExp("^[A-Za-z0-9]{4,32}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.subject === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "subject" }, message: "must have required property 'subject'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.priority === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "priority" }, message: "must have required property 'priority'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.message === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.subject !== void 0) {
          let data0 = data.subject;
          if (typeof data0 === "string") {
            if (func2(data0) > 255) {
              const err3 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters", schema: 255, parentSchema: schema11.properties.subject, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (func2(data0) < 1) {
              const err4 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.subject, data: data0 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/subject", schemaPath: "#/properties/subject/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.subject.type, parentSchema: schema11.properties.subject, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data.priority !== void 0) {
          let data1 = data.priority;
          if (typeof data1 !== "string") {
            const err6 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.priority.type, parentSchema: schema11.properties.priority, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
          if (!(data1 === "High" || data1 === "Medium" || data1 === "Low")) {
            const err7 = { instancePath: instancePath + "/priority", schemaPath: "#/properties/priority/enum", keyword: "enum", params: { allowedValues: schema11.properties.priority.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.priority.enum, parentSchema: schema11.properties.priority, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.message !== void 0) {
          let data2 = data.message;
          if (typeof data2 === "string") {
            if (func2(data2) > 5e3) {
              const err8 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/maxLength", keyword: "maxLength", params: { limit: 5e3 }, message: "must NOT have more than 5000 characters", schema: 5e3, parentSchema: schema11.properties.message, data: data2 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (func2(data2) < 1) {
              const err9 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.message, data: data2 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.message.type, parentSchema: schema11.properties.message, data: data2 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data.attachments !== void 0) {
          let data3 = data.attachments;
          if (Array.isArray(data3)) {
            if (data3.length > 5) {
              const err11 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/maxItems", keyword: "maxItems", params: { limit: 5 }, message: "must NOT have more than 5 items", schema: 5, parentSchema: schema11.properties.attachments, data: data3 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data4 = data3[i0];
              if (typeof data4 === "string") {
                if (!formats0.test(data4)) {
                  const err12 = { instancePath: instancePath + "/attachments/" + i0, schemaPath: "#/properties/attachments/items/format", keyword: "format", params: { format: "binary" }, message: 'must match format "binary"', schema: "binary", parentSchema: schema11.properties.attachments.items, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = { instancePath: instancePath + "/attachments/" + i0, schemaPath: "#/properties/attachments/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.attachments.items.type, parentSchema: schema11.properties.attachments.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.attachments.type, parentSchema: schema11.properties.attachments, data: data3 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data.trx !== void 0) {
          let data5 = data.trx;
          if (typeof data5 === "string") {
            if (!pattern0.test(data5)) {
              const err15 = { instancePath: instancePath + "/trx", schemaPath: "#/properties/trx/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9]{4,32}$" }, message: 'must match pattern "^[A-Za-z0-9]{4,32}$"', schema: "^[A-Za-z0-9]{4,32}$", parentSchema: schema11.properties.trx, data: data5 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/trx", schemaPath: "#/properties/trx/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.trx.type, parentSchema: schema11.properties.trx, data: data5 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_CreateTicketRequest();

/** The CreateTicketRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Open new ticket",
  "required": [
    "subject",
    "priority",
    "message"
  ],
  "properties": {
    "subject": {
      "type": "string",
      "title": "Subject",
      "minLength": 1,
      "maxLength": 255,
      "x-messages": {
        "required": "Subject is required",
        "minLength": "Subject is required",
        "maxLength": "Subject may not be greater than 255 characters"
      }
    },
    "priority": {
      "type": "string",
      "title": "Priority",
      "enum": [
        "High",
        "Medium",
        "Low"
      ],
      "x-messages": {
        "required": "Priority is required",
        "enum": "Priority is required"
      }
    },
    "message": {
      "type": "string",
      "x-multiline": true,
      "title": "Message",
      "minLength": 1,
      "maxLength": 5000,
      "x-messages": {
        "required": "Message is required",
        "minLength": "Message is required",
        "maxLength": "Message may not be greater than 5000 characters"
      }
    },
    "attachments": {
      "type": "array",
      "title": "Attachments",
      "maxItems": 5,
      "items": {
        "type": "string",
        "format": "binary"
      },
      "description": "Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided\nby content. Repeat the `attachments` part once per file.\n",
      "x-messages": {
        "maxItems": "You may attach at most 5 files"
      }
    },
    "trx": {
      "type": "string",
      "title": "Transaction",
      "description": "The `trx` of one of the customer's own transactions that this ticket reports (optional).",
      "pattern": "^[A-Za-z0-9]{4,32}$",
      "x-messages": {
        "pattern": "This transaction was not found in your account."
      }
    }
  }
};
