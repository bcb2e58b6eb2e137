/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for ReplyTicketRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.ReplyTicketRequest) so that a form loads only its own schema.
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

// ReplyTicketRequest.cjs
var require_ReplyTicketRequest = __commonJS({
  "ReplyTicketRequest.cjs"(exports) {
    exports["-e4644a2"] = validate10;
    var schema11 = { "type": "object", "title": "Reply", "description": "Needs non-blank `message` text or at least one `file[]`.", "properties": { "message": { "type": "string", "x-multiline": true, "title": "Message", "maxLength": 5e3, "x-messages": { "maxLength": "Message may not be greater than 5000 characters" } }, "ticket": { "type": "string", "description": "The ticket number again (sent by the SPA; the path parameter is authoritative).", "maxLength": 32 }, "file[]": { "type": "array", "title": "Attachments", "maxItems": 5, "items": { "type": "string", "format": "binary" }, "description": "Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided by\ncontent. Repeat the `file[]` part once per file.\n", "x-messages": { "maxItems": "You may attach at most 5 files" } } }, "if": { "properties": { "file[]": { "type": "array", "maxItems": 0 } } }, "then": { "required": ["message"], "properties": { "message": { "type": "string", "x-multiline": true, "pattern": "\\S", "x-messages": { "required": "A reply needs a message or an attachment.", "pattern": "A reply needs a message or an attachment." } } } }, "$id": "-e4644a2" };
    var pattern0 = new RegExp("\\S", "u");
    var func2 = require_ucs2length().default;
    var formats0 = /^[\s\S]*$/;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      const _errs1 = errors;
      let valid0 = true;
      const _errs2 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data["file[]"] !== void 0) {
          let data0 = data["file[]"];
          const _errs3 = errors;
          if (errors === _errs3) {
            if (Array.isArray(data0)) {
              if (data0.length > 0) {
                const err0 = {};
                if (vErrors === null) {
                  vErrors = [err0];
                } else {
                  vErrors.push(err0);
                }
                errors++;
              }
            } else {
              const err1 = {};
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          }
        }
      }
      var _valid0 = _errs2 === errors;
      errors = _errs1;
      if (vErrors !== null) {
        if (_errs1) {
          vErrors.length = _errs1;
        } else {
          vErrors = null;
        }
      }
      if (_valid0) {
        const _errs5 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.message === void 0) {
            const err2 = { instancePath, schemaPath: "#/then/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema11.then.required, parentSchema: schema11.then, data };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (data.message !== void 0) {
            let data1 = data.message;
            if (typeof data1 === "string") {
              if (!pattern0.test(data1)) {
                const err3 = { instancePath: instancePath + "/message", schemaPath: "#/then/properties/message/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema11.then.properties.message, data: data1 };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            } else {
              const err4 = { instancePath: instancePath + "/message", schemaPath: "#/then/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.then.properties.message.type, parentSchema: schema11.then.properties.message, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
        }
        var _valid0 = _errs5 === errors;
        valid0 = _valid0;
      }
      if (!valid0) {
        const err5 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema11.if, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.message !== void 0) {
          let data2 = data.message;
          if (typeof data2 === "string") {
            if (func2(data2) > 5e3) {
              const err6 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/maxLength", keyword: "maxLength", params: { limit: 5e3 }, message: "must NOT have more than 5000 characters", schema: 5e3, parentSchema: schema11.properties.message, data: data2 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
          } else {
            const err7 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.message.type, parentSchema: schema11.properties.message, data: data2 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data.ticket !== void 0) {
          let data3 = data.ticket;
          if (typeof data3 === "string") {
            if (func2(data3) > 32) {
              const err8 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/maxLength", keyword: "maxLength", params: { limit: 32 }, message: "must NOT have more than 32 characters", schema: 32, parentSchema: schema11.properties.ticket, data: data3 };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = { instancePath: instancePath + "/ticket", schemaPath: "#/properties/ticket/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.ticket.type, parentSchema: schema11.properties.ticket, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data["file[]"] !== void 0) {
          let data4 = data["file[]"];
          if (Array.isArray(data4)) {
            if (data4.length > 5) {
              const err10 = { instancePath: instancePath + "/file[]", schemaPath: "#/properties/file%5B%5D/maxItems", keyword: "maxItems", params: { limit: 5 }, message: "must NOT have more than 5 items", schema: 5, parentSchema: schema11.properties["file[]"], data: data4 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data5 = data4[i0];
              if (typeof data5 === "string") {
                if (!formats0.test(data5)) {
                  const err11 = { instancePath: instancePath + "/file[]/" + i0, schemaPath: "#/properties/file%5B%5D/items/format", keyword: "format", params: { format: "binary" }, message: 'must match format "binary"', schema: "binary", parentSchema: schema11.properties["file[]"].items, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
              } else {
                const err12 = { instancePath: instancePath + "/file[]/" + i0, schemaPath: "#/properties/file%5B%5D/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["file[]"].items.type, parentSchema: schema11.properties["file[]"].items, data: data5 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
          } else {
            const err13 = { instancePath: instancePath + "/file[]", schemaPath: "#/properties/file%5B%5D/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties["file[]"].type, parentSchema: schema11.properties["file[]"], data: data4 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
    exports["1c026600"] = validate11;
    var schema12 = { "properties": { "file[]": { "type": "array", "maxItems": 0 } }, "$id": "1c026600" };
    function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data["file[]"] !== void 0) {
          let data0 = data["file[]"];
          if (Array.isArray(data0)) {
            if (data0.length > 0) {
              const err0 = { instancePath: instancePath + "/file[]", schemaPath: "#/properties/file%5B%5D/maxItems", keyword: "maxItems", params: { limit: 0 }, message: "must NOT have more than 0 items", schema: 0, parentSchema: schema12.properties["file[]"], data: data0 };
              if (vErrors === null) {
                vErrors = [err0];
              } else {
                vErrors.push(err0);
              }
              errors++;
            }
          } else {
            const err1 = { instancePath: instancePath + "/file[]", schemaPath: "#/properties/file%5B%5D/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties["file[]"].type, parentSchema: schema12.properties["file[]"], data: data0 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      }
      validate11.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_ReplyTicketRequest();

/** The ReplyTicketRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Reply",
  "description": "Needs non-blank `message` text or at least one `file[]`.",
  "properties": {
    "message": {
      "type": "string",
      "x-multiline": true,
      "title": "Message",
      "maxLength": 5000,
      "x-messages": {
        "maxLength": "Message may not be greater than 5000 characters"
      }
    },
    "ticket": {
      "type": "string",
      "description": "The ticket number again (sent by the SPA; the path parameter is authoritative).",
      "maxLength": 32
    },
    "file[]": {
      "type": "array",
      "title": "Attachments",
      "maxItems": 5,
      "items": {
        "type": "string",
        "format": "binary"
      },
      "description": "Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided by\ncontent. Repeat the `file[]` part once per file.\n",
      "x-messages": {
        "maxItems": "You may attach at most 5 files"
      }
    }
  },
  "if": {
    "properties": {
      "file[]": {
        "type": "array",
        "maxItems": 0
      }
    }
  },
  "then": {
    "required": [
      "message"
    ],
    "properties": {
      "message": {
        "type": "string",
        "x-multiline": true,
        "pattern": "\\S",
        "x-messages": {
          "required": "A reply needs a message or an attachment.",
          "pattern": "A reply needs a message or an attachment."
        }
      }
    }
  }
};
